// CreateDkbonoPage (ROUTES.createDkbono, Consultant): seasons open for vouchers, whatever their
// start date (docs/requirements.md §5); saving opens the new Dkbono, where its payments are
// recorded. Opened from a customer's record (?clientId=), that customer comes chosen.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PAGE_PARAMS } from '../../../../../domain/app-routes.ts';
import { preselectedCustomer } from '../../preselected-customer.ts';
import type { CreateVoucherInput } from '../../../../../domain/sales-schemas.ts';
import { useListReturn } from '../../../../lib/list-return.ts';
import { showToast } from '../../../../lib/toast.tsx';
import { KEPT_TOAST, saveOrKeep } from '../../../../lib/offline/outbox-runtime.ts';
import { customerLabel } from '../../../../../domain/customers.ts';
import { createVoucher } from '../api/create-voucher.ts';
import { loadSaleFormLookups } from '../../api/lookups.ts';
import { LoadFailed, PageLoading } from '../../../../lib/ui/load-state.tsx';
import { VoucherForm } from '../components/voucher-form.tsx';
import { formStrings } from '../../strings.ts';
import { idempotencyKeys } from '../../../../lib/idempotency-key.ts';
import { queryState } from '../../../../lib/query-state.ts';
import { saleKeys, salesChanged } from '../../queries.ts';
import { dkbonoDetailPath, saleListPath } from '../../paths.ts';

export default function CreateDkbonoPage() {
  const navigate = useNavigate();
  const listReturn = useListReturn();
  const [searchParams] = useSearchParams();
  const [keyFor] = useState(idempotencyKeys);
  const loaded = queryState(
    useQuery({ queryKey: saleKeys.voucherForm('new'), queryFn: () => loadSaleFormLookups('voucher') }),
  );

  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;

  const save = async (input: CreateVoucherInput) => {
    const key = keyFor(input);
    const customer = loaded.data.customers.find((option) => option.id === input.clientId);
    const label = formStrings.voucher.outboxLabel(customer ? customerLabel(customer) : '');
    const outcome = await saveOrKeep(
      { kind: 'voucher-create', method: 'POST', path: '/vouchers', body: input, idempotencyKey: key, label },
      () => createVoucher(input, key),
    );
    if (outcome.kind === 'kept') {
      showToast(KEPT_TOAST);
      navigate(saleListPath('voucher'));
      return;
    }
    const voucher = outcome.data;
    void salesChanged();
    showToast({ severity: 'success', summary: formStrings.voucher.created(voucher.folio) });
    navigate(dkbonoDetailPath(voucher.id));
  };

  return (
    <VoucherForm
      lookups={loaded.data}
      customerId={preselectedCustomer(loaded.data.customers, searchParams.get(PAGE_PARAMS.customer))}
      onSave={save}
      onCancel={() => navigate(listReturn(saleListPath('voucher')))}
    />
  );
}
