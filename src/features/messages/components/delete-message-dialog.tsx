// Asks before deleting a message; the server's message shows if it refuses.
import type { Message } from '../../../../domain/messages.ts';
import { showToast } from '../../../lib/toast.tsx';
import { ConfirmActionDialog } from '../../../lib/ui/confirm-action-dialog.tsx';
import { deleteMessage } from '../api/delete-message.ts';
import { messageStrings } from '../strings.ts';

const text = messageStrings.delete;

export interface DeleteMessageDialogProps {
  message: Message;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteMessageDialog({ message, onClose, onDeleted }: DeleteMessageDialogProps) {
  return (
    <ConfirmActionDialog
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={text.title}
      body={text.confirm(message.title)}
      confirmLabel={text.confirmButton}
      busyLabel={text.deleting}
      failureTitle={text.failed}
      action={async () => {
        await deleteMessage(message.id);
        showToast({ severity: 'success', summary: text.done });
        onDeleted();
      }}
    />
  );
}
