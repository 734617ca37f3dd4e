// EditSalePage (ROUTES.editSale, Admin and the owning Consultant): the sale and the lookups load
// first (SPEC §2); saving sends the version read, and a sale changed meanwhile can be reloaded.
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { SaleFormLookups } from '../api/lookups.ts';
import { loadSaleFormLookups } from '../api/lookups.ts';
import type { CreateSaleInput, SaleDetail } from '../../../../domain/sales.ts';
import { showToast } from '../../../lib/toast.tsx';
import { getSale } from '../api/get-sale.ts';
import { updateSale } from '../api/update-sale.ts';
import { LoadFailed, PageLoading } from '../components/load-state.tsx';
import { SaleForm } from '../components/sale-form.tsx';
import { formStrings } from '../form-strings.ts';
import { saleDetailPath } from '../paths.ts';
import { lineFrom } from '../product-lines.ts';
import { useLoaded } from '../use-loaded.ts';

interface EditSaleData {
  lookups: SaleFormLookups;
  sale: SaleDetail;
}

// A sale keeps its season and customer even when the season has closed or the customer is no
// longer active: the form must still show them (the server decides whether the change is allowed).
function withRecord(lookups: SaleFormLookups, sale: SaleDetail): SaleFormLookups {
  const hasSeason = lookups.seasons.some((season) => season.id === sale.seasonId);
  const hasCustomer = lookups.customers.some((customer) => customer.id === sale.clientId);
  return {
    ...lookups,
    seasons: hasSeason
      ? lookups.seasons
      : [
          ...lookups.seasons,
          {
            id: sale.seasonId,
            name: sale.seasonName,
            startDate: '',
            endDate: '',
            isOpen: false,
            isVoucherOpen: false,
          },
        ],
    customers: hasCustomer
      ? lookups.customers
      : [
          ...lookups.customers,
          { id: sale.clientId, firstName: sale.customerName, lastName: '', status: 'ACTIVE' },
        ],
  };
}

export default function EditSalePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const saleId = Number(id);
  const load = useCallback(async (): Promise<EditSaleData> => {
    const [lookups, sale] = await Promise.all([loadSaleFormLookups('sale'), getSale(saleId)]);
    return { lookups: withRecord(lookups, sale), sale };
  }, [saleId]);
  const loaded = useLoaded(load);

  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.reload} />;
  const { lookups, sale } = loaded.data;

  const save = async (input: CreateSaleInput) => {
    const { voucherId: _voucherId, ...body } = input;
    const saved = await updateSale(sale.id, { ...body, version: sale.version });
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
      onReload={loaded.reload}
    />
  );
}
