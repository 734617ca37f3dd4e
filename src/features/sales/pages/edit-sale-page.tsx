// EditSalePage (ROUTES.editSale, Admin and the owning Consultant): the sale and the lookups load
// first (docs/requirements.md §2); saving sends the version read, and a sale changed meanwhile can be reloaded.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { SaleFormLookups } from '../api/lookups.ts';
import { loadSaleFormLookups, withRecordParties } from '../api/lookups.ts';
import type { CreateSaleInput, SaleDetail } from '../../../../domain/sales-schemas.ts';
import { showToast } from '../../../lib/toast.tsx';
import { getSale } from '../api/get-sale.ts';
import { updateSale } from '../api/update-sale.ts';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { SaleForm } from '../components/sale-form.tsx';
import { formStrings } from '../strings.ts';
import { saleDetailPath } from '../paths.ts';
import { queryState } from '../../../lib/query-state.ts';
import { saleKeys, salesChanged } from '../queries.ts';
import { lineFrom } from '../product-lines.ts';

interface EditSaleData {
  lookups: SaleFormLookups;
  sale: SaleDetail;
}

export default function EditSalePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const saleId = Number(id);
  const load = useCallback(async (): Promise<EditSaleData> => {
    // The customers offered are the sale consultant's (the server accepts no other), so the sale first.
    const sale = await getSale(saleId);
    const lookups = await loadSaleFormLookups('sale', { consultantId: sale.consultantId });
    return { lookups: withRecordParties(lookups, sale), sale };
  }, [saleId]);
  const loaded = queryState(useQuery({ queryKey: saleKeys.saleForm(`edit-${saleId}`), queryFn: load }));

  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  const { lookups, sale } = loaded.data;

  const save = async (input: CreateSaleInput) => {
    const { voucherId: _voucherId, ...body } = input;
    // Emptied notes go as '' (cleared): notes left out would keep the stored ones.
    const saved = await updateSale(sale.id, { ...body, notes: body.notes ?? '', version: sale.version });
    void salesChanged();
    showToast({ severity: 'success', summary: formStrings.sale.updated(saved.folio) });
    navigate(saleDetailPath(sale.id));
  };

  return (
    <SaleForm
      key={`${sale.id}-${sale.version}`}
      lookups={lookups}
      recordItems={sale.items}
      initialValues={{
        seasonId: String(sale.seasonId),
        clientId: String(sale.clientId),
        saleDate: sale.saleDate.slice(0, 10),
        notes: sale.notes ?? '',
      }}
      initialLines={sale.items.map(lineFrom)}
      onSave={save}
      onCancel={() => navigate(saleDetailPath(sale.id))}
      onReload={loaded.retry}
    />
  );
}
