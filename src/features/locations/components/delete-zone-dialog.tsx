// Deleting a zone after a confirmation. A zone in use is refused by the server with a message that
// says what still uses it; the dialog shows it in place of the question.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { Zone } from '../../../../domain/locations.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.tsx';
import { deleteZone } from '../api/delete-zone.ts';
import { zoneStrings } from '../strings.ts';

const text = zoneStrings.deletion;

export interface DeleteZoneDialogProps {
  zone: Zone;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteZoneDialog({ zone, onClose, onDeleted }: DeleteZoneDialogProps) {
  const [isDeleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteZone(zone.id);
      showToast({ severity: 'success', summary: text.deleted(zone.name) });
      onDeleted();
    } catch (error) {
      setRefusal(errorMessage(error));
      setDeleting(false);
    }
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogContent>
            {refusal ? (
              <MessageBar intent="warning" layout="multiline" politeness="assertive">
                <MessageBarBody>{refusal}</MessageBarBody>
              </MessageBar>
            ) : (
              text.question(zone.name)
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{refusal ? text.close : text.cancel}</Button>
            {refusal ? null : (
              <Button
                appearance="primary"
                disabled={isDeleting}
                icon={isDeleting ? <Spinner size="tiny" aria-label={text.deleting} /> : undefined}
                onClick={() => void confirm()}
              >
                {text.confirm}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
