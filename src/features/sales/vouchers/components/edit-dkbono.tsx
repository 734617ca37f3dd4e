// Editing a Dkbono in place on its detail page: allowed to its consultant while nothing is paid
// (server/modules/vouchers/update-voucher.ts decides). The lookups load first; saving sends the
// version read, and the server's answer replaces the Dkbono shown.
import { useQuery } from '@tanstack/react-query';
import type { CreateVoucherInput, VoucherDetail } from '../../../../../domain/sales-schemas.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { LoadFailed, PageLoading } from '../../../../lib/ui/load-state.tsx';
import { loadSaleFormLookups, withRecordParties } from '../../api/lookups.ts';
import { updateVoucher } from '../api/update-voucher.ts';
import { formStrings } from '../../strings.ts';
import { lineFrom } from '../../product-lines.ts';
import { queryState } from '../../../../lib/query-state.ts';
import { saleKeys } from '../../queries.ts';
import { VoucherForm } from './voucher-form.tsx';

export interface EditDkbonoProps {
  voucher: VoucherDetail;
  onSaved: (voucher: VoucherDetail) => void;
  onCancel: () => void;
}

export function EditDkbono({ voucher, onSaved, onCancel }: EditDkbonoProps) {
  const loaded = queryState(
    useQuery({
      queryKey: saleKeys.voucherForm(`edit-${voucher.id}-${voucher.version}`),
      queryFn: async () => withRecordParties(await loadSaleFormLookups('voucher'), voucher),
    }),
  );

  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;

  const save = async (input: CreateVoucherInput) => {
    // Emptied notes go as '' (cleared): notes left out would keep the stored ones.
    const saved = await updateVoucher(voucher.id, {
      ...input,
      notes: input.notes ?? '',
      version: voucher.version,
    });
    showToast({ severity: 'success', summary: formStrings.voucher.updated(saved.folio) });
    onSaved(saved);
  };

  return (
    <VoucherForm
      lookups={loaded.data}
      initialValues={{
        seasonId: String(voucher.seasonId),
        clientId: String(voucher.clientId),
        notes: voucher.notes ?? '',
      }}
      initialLines={voucher.items.map(lineFrom)}
      recordItems={voucher.items}
      onSave={save}
      onCancel={onCancel}
    />
  );
}
