// Asks before deleting a message; the server's message shows if it refuses.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { Message } from '../../../../domain/messages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { deleteMessage } from '../api/delete-message.ts';
import { paramsStrings } from '../strings.ts';

const text = paramsStrings.messages.delete;

export interface DeleteMessageDialogProps {
  message: Message;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteMessageDialog({ message, onClose, onDeleted }: DeleteMessageDialogProps) {
  const [isDeleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await deleteMessage(message.id);
      showToast({ severity: 'success', summary: text.done });
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error));
      setDeleting(false);
    }
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogContent>
            <FormError title={text.failed} message={failure} />
            {text.confirm(message.title)}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isDeleting}>
              {text.cancel}
            </Button>
            <Button
              appearance="primary"
              disabled={isDeleting}
              icon={isDeleting ? <Spinner size="tiny" aria-label={text.deleting} /> : undefined}
              onClick={() => void confirm()}
            >
              {text.confirmButton}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
