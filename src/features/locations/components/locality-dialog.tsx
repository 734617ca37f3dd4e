// Adding a locality to a municipality, or editing one's name and postal code, in a dialog checked
// like the server checks it; a name the municipality already has comes back under the field. An
// edit sends the version it opened with: if someone else saved the locality meanwhile, nothing is
// saved and the dialog starts over from the current locality, saying why.
import { Field, Input } from '@fluentui/react-components';
import {
  localityFieldsSchema,
  type Locality,
  type LocalityFields,
  type Municipality,
} from '../../../../domain/locations.ts';
import { listLocalities } from '../../../lib/locations/list-localities.ts';
import { locationsChanged } from '../../../lib/locations/queries.ts';
import {
  editBody,
  StaleRecordNotice,
  useStaleDialogRecord,
  type StaleRecordReload,
} from '../../../lib/forms/stale-record.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { showToast } from '../../../lib/toast.tsx';
import { createLocality } from '../api/create-locality.ts';
import { updateLocality } from '../api/update-locality.ts';
import { localityStrings } from '../strings.ts';
import { FormDialog } from './form-dialog.tsx';

const text = localityStrings.dialog;

export interface LocalityDialogProps {
  municipality: Municipality;
  /** The locality to edit, with the version it was read at; null adds one to the municipality. */
  locality: Locality | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Mount it only while open (the form starts from the locality's values). */
export function LocalityDialog({ municipality, locality, onClose, onSaved }: LocalityDialogProps) {
  const reloaded = useStaleDialogRecord(locality, async () => {
    const [current] = await Promise.all([listLocalities(municipality.id), locationsChanged()]);
    return current.find((candidate) => candidate.id === locality?.id) ?? locality;
  });
  return (
    <LocalityForm
      key={reloaded.formKey}
      municipality={municipality}
      locality={reloaded.record}
      stale={reloaded}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

function LocalityForm({
  municipality,
  locality,
  stale,
  onClose,
  onSaved,
}: LocalityDialogProps & { stale: StaleRecordReload }) {
  const form = useSchemaForm<{ name: string; postalCode: string }, LocalityFields>(localityFieldsSchema, {
    name: locality?.name ?? '',
    postalCode: locality?.postalCode ?? '',
  });

  const save = async (input: LocalityFields) => {
    const saved = locality
      ? await updateLocality(locality.id, editBody(input, ['postalCode'] as const, locality.version))
      : await createLocality({ ...input, municipalityId: municipality.id });
    showToast({
      severity: 'success',
      summary: locality ? text.updated(saved.name) : text.created(saved.name),
    });
    onSaved();
  };

  return (
    <FormDialog
      title={locality ? text.editTitle : text.createTitle(municipality.name)}
      notice={<StaleRecordNotice isShown={stale.wasReloaded} />}
      refusal={form.errors.name || form.errors.postalCode ? null : form.formError}
      isSubmitting={form.isSubmitting}
      onSubmit={form.onSubmit(stale.guard(save))}
      onClose={form.askBeforeClosing(onClose)}
    >
      <Field label={text.name} required validationMessage={form.errors.name}>
        <Input autoFocus value={form.values.name} onChange={(_, data) => form.setValue('name', data.value)} />
      </Field>
      <Field label={text.postalCode} validationMessage={form.errors.postalCode}>
        <Input
          inputMode="numeric"
          maxLength={5}
          value={form.values.postalCode}
          onChange={(_, data) => form.setValue('postalCode', data.value)}
        />
      </Field>
    </FormDialog>
  );
}
