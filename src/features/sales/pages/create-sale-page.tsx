// CreateSalePage (ROUTES.createSale, Consultant): a new sale, or with :voucherId the redemption of
// a paid Dkbono. The lookups (and the Dkbono) load before the form shows (docs/requirements.md §2).
// Opened from a customer's record (?clientId=), that customer comes chosen.
import { useQuery } from '@tanstack/react-query';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PAGE_PARAMS } from '../../../../domain/app-routes.ts';
import { preselectedCustomer } from '../preselected-customer.ts';
import type { CreateSaleInput, VoucherDetail } from '../../../../domain/sales-schemas.ts';
import { useListReturn } from '../../../lib/list-return.ts';
import { showToast } from '../../../lib/toast.tsx';
import type { OutboxItem } from '../../../lib/offline/outbox.ts';
import {
  KEPT_TOAST,
  outboxIdOf,
  refusedItem,
  resendCorrected,
  saveOrKeep,
} from '../../../lib/offline/outbox-runtime.ts';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { customerLabel } from '../../../../domain/customers.ts';
import { createSale } from '../api/create-sale.ts';
import { getVoucher } from '../vouchers/api/get-voucher.ts';
import { loadSaleFormLookups, type SaleFormLookups } from '../api/lookups.ts';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { SaleForm } from '../components/sale-form.tsx';
import { localDay } from '../../../../domain/days.ts';
import { chooseSeason } from '../../../../domain/season-choice.ts';
import { formStrings } from '../strings.ts';
import { idempotencyKeys } from '../../../lib/idempotency-key.ts';
import { dkbonoDetailPath, saleDetailPath, saleListPath } from '../paths.ts';
import { queryState } from '../../../lib/query-state.ts';
import { saleKeys, salesChanged } from '../queries.ts';
import { emptyLine, lineFrom } from '../product-lines.ts';

interface CreateSaleData {
  lookups: SaleFormLookups;
  voucher: VoucherDetail | null;
  /** A sale the server refused after the outbox sent it, being corrected (`?outbox=<id>`). */
  refused: OutboxItem | null;
}

export default function CreateSalePage() {
  const { voucherId } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const listReturn = useListReturn();
  const [keyFor] = useState(idempotencyKeys);
  const outboxId = outboxIdOf(useLocation().search);
  const load = useCallback(async (): Promise<CreateSaleData> => {
    const [lookups, voucher, refused] = await Promise.all([
      loadSaleFormLookups('sale'),
      voucherId ? getVoucher(Number(voucherId)) : Promise.resolve(null),
      refusedItem(outboxId),
    ]);
    return { lookups, voucher, refused: refused?.kind === 'sale-create' ? refused : null };
  }, [voucherId, outboxId]);
  const loaded = queryState(
    useQuery({ queryKey: saleKeys.saleForm(`new-${voucherId ?? ''}-${outboxId ?? ''}`), queryFn: load }),
  );

  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  const { lookups, voucher, refused } = loaded.data;
  const typed = refused ? (refused.body as CreateSaleInput) : null;

  if (voucher && voucher.status !== 'PAID') {
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{formStrings.sale.voucherNotPaid}</MessageBarBody>
      </MessageBar>
    );
  }

  const save = async (input: CreateSaleInput) => {
    const key = keyFor(input);
    const customer = lookups.customers.find((option) => option.id === input.clientId);
    const label = formStrings.sale.outboxLabel(customer ? customerLabel(customer) : '');
    if (refused) {
      await resendCorrected(refused.id, input, label);
      navigate(ROUTES.outbox.path);
      return;
    }
    const outcome = await saveOrKeep(
      { kind: 'sale-create', method: 'POST', path: '/sales', body: input, idempotencyKey: key, label },
      () => createSale(input, key),
    );
    if (outcome.kind === 'kept') {
      showToast(KEPT_TOAST);
      navigate(saleListPath('sale'));
      return;
    }
    const sale = outcome.data;
    void salesChanged();
    showToast({ severity: 'success', summary: formStrings.sale.created(sale.folio) });
    navigate(saleDetailPath(sale.id));
  };

  return (
    <SaleForm
      key={voucher?.id ?? 'new'}
      lookups={lookups}
      voucher={voucher}
      initialValues={
        typed
          ? {
              // A refused sale from the outbox, as it was typed, to be corrected and sent again.
              seasonId: String(typed.seasonId),
              clientId: String(typed.clientId),
              saleDate: typed.saleDate ?? localDay(),
              notes: typed.notes ?? '',
            }
          : {
              // A new sale starts in the open season running today (domain/season-choice.ts).
              seasonId: String(
                voucher?.seasonId ?? chooseSeason(lookups.seasons, localDay(), 'sale').preselected?.id ?? '',
              ),
              clientId: voucher
                ? String(voucher.clientId)
                : preselectedCustomer(lookups.customers, searchParams.get(PAGE_PARAMS.customer)),
              saleDate: localDay(),
              notes: '',
            }
      }
      initialLines={typed ? typed.items.map(lineFrom) : voucher ? voucher.items.map(lineFrom) : [emptyLine()]}
      onSave={save}
      onCancel={() => navigate(voucher ? dkbonoDetailPath(voucher.id) : listReturn(saleListPath('sale')))}
    />
  );
}
