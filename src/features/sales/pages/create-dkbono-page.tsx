// CreateDkbonoPage (ROUTES.createDkbono, Consultant): seasons open for vouchers, whatever their start
// date (SPEC §5); saving opens the new Dkbono, where its payments are recorded.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CreateVoucherInput } from '../../../../domain/sales.ts';
import { useListReturn } from '../../../lib/list-return.ts';
import { showToast } from '../../../lib/toast.tsx';
import { createVoucher } from '../api/create-voucher.ts';
import { loadSaleFormLookups } from '../api/lookups.ts';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { VoucherForm } from '../components/voucher-form.tsx';
import { formStrings } from '../form-strings.ts';
import { idempotencyKeys } from '../idempotency-key.ts';
import { dkbonoDetailPath, saleListPath } from '../paths.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';

const loadVoucherLookups = () => loadSaleFormLookups('voucher');

export default function CreateDkbonoPage() {
  const navigate = useNavigate();
  const listReturn = useListReturn();
  const [keyFor] = useState(idempotencyKeys);
  const loaded = useLoaded(loadVoucherLookups);

  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.reload} />;

  const save = async (input: CreateVoucherInput) => {
    const voucher = await createVoucher(input, keyFor(input));
    showToast({ severity: 'success', summary: formStrings.voucher.created(voucher.folio) });
    navigate(dkbonoDetailPath(voucher.id));
  };

  return (
    <VoucherForm
      lookups={loaded.data}
      onSave={save}
      onCancel={() => navigate(listReturn(saleListPath('voucher')))}
    />
  );
}
