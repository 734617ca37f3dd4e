// "Clientes" (docs/requirements.md §2 customers, every staff role): the customers the user may see,
// with filters, page, size and sort in the URL query. Self-registrations waiting for a consultant
// are announced to those who approve them, with "Aprobar" on their rows.
import { OutboxItemList } from '../../../lib/offline/outbox-items.tsx';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { PersonAdd20Regular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { can } from '../../../../domain/policy.ts';
import { locationQueries } from '../../../lib/locations/queries.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { ListActions } from '../../../lib/ui/list-actions.tsx';
import { ListFrame } from '../../../lib/ui/list-frame.tsx';
import { PagedListBody } from '../../../lib/ui/paged-list-body.tsx';
import { ExportDialog } from '../../../lib/exports/export-dialog.tsx';
import { useRowSelection } from '../../../lib/exports/use-row-selection.ts';
import { SavedViewsMenu } from '../../../lib/saved-views/saved-views-menu.tsx';
import { useDefaultView } from '../../../lib/saved-views/use-default-view.ts';
import { useListView } from '../../../lib/use-list-view.ts';
import { queryState } from '../../../lib/query-state.ts';
import { ApproveCustomerDialog } from '../components/approve-customer-dialog.tsx';
import { CustomerListFilters } from '../components/customer-list-filters.tsx';
import { CustomersGrid } from '../components/customers-grid.tsx';
import { CUSTOMER_LIST_VIEW } from '../list-query.ts';
import { newCustomerPath } from '../paths.ts';
import { customerQueries } from '../queries.ts';
import { customerStrings } from '../strings.ts';

/** Customers saved on the phone without signal, above the list until they are sent. */
const OUTBOX_KINDS = ['customer-create', 'customer-update'] as const;
const text = customerStrings.list;

export default function CustomersListPage() {
  const navigate = useNavigate();
  const role = useAtomValue(currentRoleAtom);
  const list = useListView(CUSTOMER_LIST_VIEW);
  const isViewSettled = useDefaultView('customers', list);
  const load = queryState(useQuery({ ...customerQueries.list(list.request), enabled: isViewSettled }));
  const states = useQuery(locationQueries.states()).data ?? [];
  const canApprove = can(role, 'approveCustomer');
  // The state and consultant filters and the pending count are conveniences: without them the list
  // still works.
  const hasConsultantFilter = can(role, 'filterByConsultant');
  const consultants =
    useQuery({ ...customerQueries.lookups(), enabled: hasConsultantFilter }).data?.consultants ?? [];
  const selection = useRowSelection(JSON.stringify(list.request));
  const pending = useQuery({ ...customerQueries.pendingCount(), enabled: canApprove }).data ?? 0;

  const actions = (
    <ListActions
      main={
        can(role, 'editCustomer') ? (
          <Button
            appearance="primary"
            icon={<PersonAdd20Regular />}
            onClick={() => void navigate(newCustomerPath())}
          >
            {text.newCustomer}
          </Button>
        ) : null
      }
      more={
        <>
          <SavedViewsMenu list="customers" controls={list} columnLabels={customerStrings.columns} />
          <ExportDialog
            list="customers"
            query={list.request}
            total={load.status === 'loading' || load.status === 'failed' ? 0 : load.data.totalRecords}
            totalKind={load.status === 'loading' || load.status === 'failed' ? 'exact' : load.data.countKind}
            selectedIds={selection.ids}
            hiddenColumns={list.view.hidden ?? []}
          />
        </>
      }
    />
  );

  return (
    <ListFrame actions={actions}>
      <OutboxItemList kinds={OUTBOX_KINDS} />
      {canApprove && pending > 0 && list.view.filters.status !== 'PENDING' ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{text.pendingBanner(pending)}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => list.setFilters({ status: 'PENDING' })}>{text.showPending}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      <CustomerListFilters
        filters={list.view.filters}
        states={states}
        consultants={hasConsultantFilter ? consultants : undefined}
        onChange={list.setFilters}
      />
      <PagedListBody load={load} texts={text} list={list}>
        {(customers) => (
          <CustomersGrid
            customers={customers}
            sort={list.view.sort}
            onSortChange={list.setSort}
            hiddenColumns={list.view.hidden}
            selection={selection}
            renderActions={
              // The column is there only for the approval of self-registrations on this page.
              canApprove && customers.some((customer) => customer.status === 'PENDING')
                ? (customer) =>
                    customer.status === 'PENDING' ? (
                      <ApproveCustomerDialog
                        customer={customer}
                        consultants={consultants}
                        withZone={can(role, 'workAcrossZones')}
                        size="small"
                      />
                    ) : null
                : undefined
            }
          />
        )}
      </PagedListBody>
    </ListFrame>
  );
}
