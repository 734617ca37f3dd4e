// "Eliminar" on a sale, behind a confirmation (SPEC §4): the bags go back to inventory. A refusal of
// the server stays in the dialog, so the user reads why before closing it.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Spinner,
} from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { deleteSale } from '../api/delete-sale.ts';
import { listStrings } from '../list-strings.ts';

const text = listStrings.deleteDialog;

export interface DeleteSaleDialogProps {
  saleId: number;
  folio: string;
  onDeleted: () => void;
}

export function DeleteSaleDialog({ saleId, folio, onDeleted }: DeleteSaleDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await deleteSale(saleId);
      setOpen(false);
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(_, data) => {
        if (isDeleting) return;
        setOpen(data.open);
        setFailure(null);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<Delete20Regular />}>{listStrings.detail.delete}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogContent>
            <p>{text.question(folio)}</p>
            <FormError message={failure} />
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={isDeleting}
              icon={isDeleting ? <Spinner size="tiny" aria-label={text.deleting} /> : undefined}
              onClick={() => void confirm()}
            >
              {text.confirm}
            </Button>
            <DialogTrigger disableButtonEnhancement>
              <Button disabled={isDeleting}>{text.cancel}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
