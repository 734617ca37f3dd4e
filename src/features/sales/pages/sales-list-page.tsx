// "Lista de ventas" and "Lista de DKbonos" (docs/requirements.md §2 list/sale, list/voucher): one page with two tabs
// that follow the address and the currentTab atom (docs/requirements.md §3). Filters, page, size and sort live in the
// URL query, so reload and back keep them.
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { useRememberListSearch } from '../../../lib/list-return.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { currentTabAtom, type SaleListTab } from '../atoms.ts';
import ImportSalesDialog from '../components/import-sales-dialog.tsx';
import { ListEmpty, ListError, ListSkeleton, RefreshFailed } from '../../../lib/ui/list-states.tsx';
import { ListPagination } from '../../../lib/ui/list-pagination.tsx';
import { SaleTotals, VoucherTotals } from '../components/list-totals.tsx';
import { SaleListFilters } from '../components/sale-list-filters.tsx';
import { SaleListToolbar } from '../components/sale-list-toolbar.tsx';
import { SalesGrid } from '../components/sales-grid.tsx';
import { VouchersGrid } from '../vouchers/components/vouchers-grid.tsx';
import {
  hasFilters,
  listRequest,
  readListView,
  viewForOtherTab,
  withFilters,
  writeListView,
  type ListView,
} from '../list-query.ts';
import { salesPageAtom, vouchersPageAtom } from '../list-rows.ts';
import { listStrings } from '../list-strings.ts';
import { saleListPath } from '../paths.ts';
import { saleQueries, salesChanged } from '../queries.ts';
import { useSaleList } from '../use-sale-list.ts';

const useStyles = makeStyles({
  // contain: the lists' wide content must not grow the dashboard's main column (it would squeeze the
  // side navigation); wide grids scroll inside their own box instead.
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, contain: 'inline-size' },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalM,
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalM },
  },
});

function tabOf(pathname: string): SaleListTab {
  return pathname.replace(/\/+$/, '') === ROUTES.vouchers.path ? 'voucher' : 'sale';
}

export default function SalesListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const role = useAtomValue(currentRoleAtom);
  const setCurrentTab = useSetAtom(currentTabAtom);
  const tab = tabOf(pathname);
  const search = searchParams.toString();
  const view = useMemo(() => readListView(new URLSearchParams(search), tab), [search, tab]);
  const request = useMemo(() => listRequest(view), [view]);
  const { load, reload } = useSaleList(tab, request);
  const sales = load.status === 'ready' ? load.sales : [];
  const vouchers = load.status === 'ready' ? load.vouchers : [];
  // While the next page loads, the pagination of the last one stays (kept in the sale-list atoms).
  const lastMeta = useAtomValue(tab === 'sale' ? salesPageAtom : vouchersPageAtom);
  const meta = load.status === 'ready' ? load.meta : lastMeta;
  // The season filter is a convenience: without the seasons the list still works.
  const seasons = useQuery(saleQueries.seasonOptions()).data ?? [];

  useEffect(() => setCurrentTab(tab), [tab, setCurrentTab]);
  // Under the tab's own path, so an address with a trailing slash is remembered for the same list.
  useRememberListSearch(saleListPath(tab), search);

  const show = (next: ListView, nextTab: SaleListTab = tab) => {
    const query = writeListView(next).toString();
    void navigate({ pathname: saleListPath(nextTab), search: query ? `?${query}` : '' });
  };

  const rowCount = tab === 'sale' ? sales.length : vouchers.length;
  const isFiltered = hasFilters(view);
  // docs/design.md §6: importing sales is for Admin and Coordinator.
  const canImport = role === 'ADMIN' || role === 'COORDINATOR';

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <TabList
          selectedValue={tab}
          onTabSelect={(_, data) => {
            if (data.value !== tab)
              show(viewForOtherTab(view), data.value === 'voucher' ? 'voucher' : 'sale');
          }}
          aria-label={listStrings.tabs.label}
        >
          <Tab value="sale">{listStrings.tabs.sale}</Tab>
          <Tab value="voucher">{listStrings.tabs.voucher}</Tab>
        </TabList>
        <SaleListToolbar tab={tab} role={role} filters={view.filters}>
          {tab === 'sale' && canImport ? <ImportSalesDialog onImported={() => void salesChanged()} /> : null}
        </SaleListToolbar>
      </div>
      <div className={styles.panel}>
        <SaleListFilters
          tab={tab}
          filters={view.filters}
          seasons={seasons}
          onChange={(filters) => show(withFilters(view, filters))}
        />
        {load.status === 'loading' ? <ListSkeleton label={listStrings.loading[tab]} /> : null}
        {load.status === 'failed' ? (
          <ListError title={listStrings.loadFailed[tab]} message={load.message} onRetry={reload} />
        ) : null}
        {load.status === 'ready' ? <RefreshFailed message={load.refreshFailed} onRetry={reload} /> : null}
        {load.status === 'ready' && rowCount === 0 ? (
          <ListEmpty
            message={isFiltered ? listStrings.empty[tab] : listStrings.nothingYet[tab]}
            canClearFilters={isFiltered}
            onClearFilters={() => show(withFilters(view, {}))}
          />
        ) : null}
        {load.status === 'ready' && rowCount > 0 ? (
          <>
            {tab === 'sale' ? (
              <SalesGrid
                sales={sales}
                sort={view.sort}
                onSortChange={(sort) => show({ ...view, sort, page: 1 })}
              />
            ) : (
              <VouchersGrid
                vouchers={vouchers}
                sort={view.sort}
                onSortChange={(sort) => show({ ...view, sort, page: 1 })}
              />
            )}
            {tab === 'sale' ? <SaleTotals sales={sales} /> : <VoucherTotals vouchers={vouchers} />}
          </>
        ) : null}
        <ListPagination
          meta={meta}
          page={view.page}
          size={view.size}
          onPageChange={(page) => show({ ...view, page })}
          onSizeChange={(size) => show({ ...view, size, page: 1 })}
        />
      </div>
    </div>
  );
}
