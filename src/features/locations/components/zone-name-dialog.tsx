// Creating a zone or renaming one: a dialog with its name, checked like the server checks it; a
// name another zone has comes back as a message under the field.
import { Field, Input } from '@fluentui/react-components';
import { zoneInputSchema, type Zone, type ZoneInput } from '../../../../domain/locations.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { showToast } from '../../../lib/toast.tsx';
import { createZone } from '../api/create-zone.ts';
import { renameZone } from '../api/rename-zone.ts';
import { zoneStrings } from '../strings.ts';
import { FormDialog } from './form-dialog.tsx';

const text = zoneStrings.dialog;

export interface ZoneNameDialogProps {
  /** The zone to rename; null creates one. */
  zone: Zone | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Mount it only while open (the form starts from the zone's name). */
export function ZoneNameDialog({ zone, onClose, onSaved }: ZoneNameDialogProps) {
  const form = useSchemaForm<{ name: string }, ZoneInput>(zoneInputSchema, { name: zone?.name ?? '' });

  const save = async (input: ZoneInput) => {
    const saved = zone ? await renameZone(zone.id, input) : await createZone(input);
    showToast({ severity: 'success', summary: zone ? text.renamed(saved.name) : text.created(saved.name) });
    onSaved();
  };

  return (
    <FormDialog
      title={zone ? text.renameTitle : text.createTitle}
      refusal={form.errors.name ? null : form.formError}
      isSubmitting={form.isSubmitting}
      onSubmit={form.onSubmit(save)}
      onClose={form.askBeforeClosing(onClose)}
    >
      <Field label={text.name} required validationMessage={form.errors.name}>
        <Input autoFocus value={form.values.name} onChange={(_, data) => form.setValue('name', data.value)} />
      </Field>
    </FormDialog>
  );
}
