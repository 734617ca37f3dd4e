// "Eliminar" on a sale, behind a confirmation (docs/requirements.md §4): the bags go back to inventory. A refusal of
// the server stays in the dialog, so the user reads why before closing it.
import { Delete20Regular } from '@fluentui/react-icons';
import { ConfirmActionDialog } from '../../../lib/ui/confirm-action-dialog.tsx';
import { deleteSale } from '../api/delete-sale.ts';
import { listStrings } from '../strings.ts';

const text = listStrings.deleteDialog;

export interface DeleteSaleDialogProps {
  saleId: number;
  folio: string;
  onDeleted: () => void;
}

export function DeleteSaleDialog({ saleId, folio, onDeleted }: DeleteSaleDialogProps) {
  return (
    <ConfirmActionDialog
      triggerLabel={listStrings.detail.delete}
      triggerIcon={<Delete20Regular />}
      title={text.title}
      body={text.question(folio)}
      confirmLabel={text.confirm}
      busyLabel={text.deleting}
      action={async () => {
        await deleteSale(saleId);
        onDeleted();
      }}
    />
  );
}
