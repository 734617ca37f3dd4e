// Creating a zone or renaming one: a dialog with its name, checked like the server checks it; a
// name another zone has comes back as a message under the field. A rename from a stale version (someone
// else changed the zone meanwhile) saves nothing: the dialog closes and the list shows the current zones.
import { Field, Input } from '@fluentui/react-components';
import { zoneInputSchema, type Zone, type ZoneInput } from '../../../../domain/locations.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { uiStrings } from '../../../lib/ui/ui-strings.ts';
import { showToast } from '../../../lib/toast.tsx';
import { createZone } from '../api/create-zone.ts';
import { renameZone } from '../api/rename-zone.ts';
import { zoneStrings } from '../strings.ts';
import { FormDialog } from './form-dialog.tsx';

const text = zoneStrings.dialog;

export interface ZoneNameDialogProps {
  /** The zone to rename, with the version it was read at; null creates one. */
  zone: (Zone & { version: number }) | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Mount it only while open (the form starts from the zone's name). */
export function ZoneNameDialog({ zone, onClose, onSaved }: ZoneNameDialogProps) {
  const form = useSchemaForm<{ name: string }, ZoneInput>(zoneInputSchema, { name: zone?.name ?? '' });

  const save = async (input: ZoneInput) => {
    let saved: Zone;
    try {
      saved = zone ? await renameZone(zone.id, { ...input, version: zone.version }) : await createZone(input);
    } catch (error) {
      if (!isApiError(error) || error.code !== 'RECORD_CHANGED') throw error;
      showToast({ severity: 'warn', summary: uiStrings.staleRecord.title });
      onSaved();
      return;
    }
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
