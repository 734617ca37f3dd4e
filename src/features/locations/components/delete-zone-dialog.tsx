// Deleting a zone after a confirmation. A zone in use is refused by the server with a message that
// says what still uses it; the dialog shows it in place of the question, since asking again cannot help.
import type { Zone } from '../../../../domain/locations.ts';
import { showToast } from '../../../lib/toast.tsx';
import { ConfirmActionDialog } from '../../../lib/ui/confirm-action-dialog.tsx';
import { deleteZone } from '../api/delete-zone.ts';
import { zoneStrings } from '../strings.ts';

const text = zoneStrings.deletion;

export interface DeleteZoneDialogProps {
  zone: Zone;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteZoneDialog({ zone, onClose, onDeleted }: DeleteZoneDialogProps) {
  return (
    <ConfirmActionDialog
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={text.title}
      body={text.question(zone.name)}
      confirmLabel={text.confirm}
      busyLabel={text.deleting}
      isRefusalFinal
      action={async () => {
        await deleteZone(zone.id);
        showToast({ severity: 'success', summary: text.deleted(zone.name) });
        onDeleted();
      }}
    />
  );
}
