// "Lista de ventas" and "Lista de DKbonos" (docs/requirements.md §2 list/sale, list/voucher): one
// page with two tabs that follow the address (docs/requirements.md §3). Filters, page, size and
// sort live in the URL query, so reload and back keep them. The sales tab opens with the strip of
// its season's figures.
import { OutboxItemList } from '../../../lib/offline/outbox-items.tsx';
import { Tab, TabList } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { writeListView } from '../../../lib/list-view.ts';
import { can } from '../../../../domain/policy.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { ListFrame } from '../../../lib/ui/list-frame.tsx';
import { PagedListBody } from '../../../lib/ui/paged-list-body.tsx';
import { ExportDialog } from '../../../lib/exports/export-dialog.tsx';
import { useRowSelection } from '../../../lib/exports/use-row-selection.ts';
import { SavedViewsMenu } from '../../../lib/saved-views/saved-views-menu.tsx';
import { useDefaultView } from '../../../lib/saved-views/use-default-view.ts';
import { useListView } from '../../../lib/use-list-view.ts';
import ImportSalesDialog from '../components/import-sales-dialog.tsx';
import { SaleTotals, VoucherTotals } from '../components/list-totals.tsx';
import { SaleListFilters } from '../components/sale-list-filters.tsx';
import { SeasonStrip } from '../components/season-strip.tsx';
import { stripSeasonOf } from '../strip-season.ts';
import { SaleListToolbar } from '../components/sale-list-toolbar.tsx';
import { SalesGrid } from '../components/sales-grid.tsx';
import { VouchersGrid } from '../vouchers/components/vouchers-grid.tsx';
import { LIST_VIEWS, viewForOtherTab } from '../list-query.ts';
import { listStrings } from '../strings.ts';
import { saleListPath, type SaleListTab } from '../paths.ts';
import { saleQueries, salesChanged } from '../queries.ts';
import { useSaleList } from '../use-sale-list.ts';

const textsOf = (tab: SaleListTab) => ({
  loading: listStrings.loading[tab],
  loadFailed: listStrings.loadFailed[tab],
  empty: listStrings.empty[tab],
  nothingYet: listStrings.nothingYet[tab],
});

function tabOf(pathname: string): SaleListTab {
  return pathname.replace(/\/+$/, '') === ROUTES.vouchers.path ? 'voucher' : 'sale';
}

/** What was saved on the phone without signal, above its list until it is sent. */
const SALE_OUTBOX_KINDS = ['sale-create'] as const;
const VOUCHER_OUTBOX_KINDS = ['voucher-create', 'voucher-payments'] as const;

export default function SalesListPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useAtomValue(currentRoleAtom);
  const tab = tabOf(pathname);
  const list = useListView(LIST_VIEWS[tab]);
  const isViewSettled = useDefaultView(tab === 'sale' ? 'sales' : 'vouchers', list);
  const { sales, vouchers } = useSaleList(tab, list.request, isViewSettled);
  // The season filter is a convenience: without the seasons the list still works.
  const seasons = useQuery(saleQueries.seasonOptions()).data ?? [];

  // The other tab opens on its first page with the shared filters, size and sort.
  const showTab = (next: SaleListTab) => {
    const query = writeListView(LIST_VIEWS[next], viewForOtherTab(list.view)).toString();
    void navigate({ pathname: saleListPath(next), search: query ? `?${query}` : '' });
  };

  const canImport = can(role, 'importSales');
  const stripSeason = tab === 'sale' ? stripSeasonOf(seasons, list.view.filters.seasonId) : undefined;
  const hasOtherFilters = Object.entries(list.view.filters).some(
    ([key, value]) => key !== 'seasonId' && value !== undefined && value !== '',
  );
  const shown = tab === 'sale' ? sales : vouchers;
  const selection = useRowSelection(`${tab}?${JSON.stringify(list.request)}`);

  const tabs = (
    <TabList
      selectedValue={tab}
      onTabSelect={(_, data) => {
        if (data.value !== tab) showTab(data.value === 'voucher' ? 'voucher' : 'sale');
      }}
      aria-label={listStrings.tabs.label}
    >
      <Tab value="sale">{listStrings.tabs.sale}</Tab>
      <Tab value="voucher">{listStrings.tabs.voucher}</Tab>
    </TabList>
  );
  const toolbar = (
    <SaleListToolbar tab={tab} role={role}>
      <SavedViewsMenu
        key={tab}
        list={tab === 'sale' ? 'sales' : 'vouchers'}
        controls={list}
        columnLabels={listStrings.columns}
      />
      <ExportDialog
        key={`export-${tab}`}
        list={tab === 'sale' ? 'sales' : 'vouchers'}
        query={list.request}
        total={shown.status === 'loading' || shown.status === 'failed' ? 0 : shown.data.totalRecords}
        totalKind={shown.status === 'loading' || shown.status === 'failed' ? 'exact' : shown.data.countKind}
        selectedIds={selection.ids}
        hiddenColumns={list.view.hidden ?? []}
      />
      {tab === 'sale' && canImport ? <ImportSalesDialog onImported={() => void salesChanged()} /> : null}
    </SaleListToolbar>
  );

  return (
    <ListFrame lead={tabs} actions={toolbar}>
      {stripSeason !== undefined ? (
        <SeasonStrip season={stripSeason} role={role} hasOtherFilters={hasOtherFilters} />
      ) : null}
      <SaleListFilters tab={tab} filters={list.view.filters} seasons={seasons} onChange={list.setFilters} />
      <OutboxItemList kinds={tab === 'sale' ? SALE_OUTBOX_KINDS : VOUCHER_OUTBOX_KINDS} />
      {tab === 'sale' ? (
        <PagedListBody load={sales} texts={textsOf('sale')} list={list}>
          {(rows) => (
            <>
              <SalesGrid
                sales={rows}
                sort={list.view.sort}
                onSortChange={list.setSort}
                hiddenColumns={list.view.hidden}
                selection={selection}
              />
              <SaleTotals sales={rows} />
            </>
          )}
        </PagedListBody>
      ) : (
        <PagedListBody load={vouchers} texts={textsOf('voucher')} list={list}>
          {(rows) => (
            <>
              <VouchersGrid
                vouchers={rows}
                sort={list.view.sort}
                onSortChange={list.setSort}
                hiddenColumns={list.view.hidden}
                selection={selection}
              />
              <VoucherTotals vouchers={rows} />
            </>
          )}
        </PagedListBody>
      )}
    </ListFrame>
  );
}
