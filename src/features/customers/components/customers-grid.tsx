// The rows of the customer list: name (link to the detail), phone, place, consultant, hectares,
// status and registration date, with "Aprobar" on self-registrations for those who approve.
import { useAtomValue } from 'jotai';
import { Caption1, makeStyles, tokens, type TableColumnDefinition } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import {
  CUSTOMER_SORTS,
  customerLabel,
  type CustomerListItem,
  type CustomerSort,
} from '../../../../domain/customers.ts';
import { can } from '../../../../domain/policy.ts';
import { formatDate } from '../../../lib/format.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { PhoneLink } from '../../../lib/ui/phone-link.tsx';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { gridMinWidth, ServerSortedGrid, type GridSelection } from '../../../lib/ui/server-sorted-grid.tsx';
import { formatHectares, placeLabel } from '../format.ts';
import { customerDetailPath } from '../paths.ts';
import { prefetchCustomer } from '../queries.ts';
import { customerStrings } from '../strings.ts';
import { CustomerStatusBadge } from './customer-status-badge.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { gridColumn, sortedGridColumn } from '../../../lib/ui/grid-column.ts';

const useStyles = makeStyles({
  name: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  number: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

const text = customerStrings.columns;

// On a phone's card: name, phone (to call), place and consultant, hectares and status.
const LAYOUT: ListLayout = {
  name: { flex: '1.4 1 0', card: 'title' },
  phone: { flex: '0 0 124px', card: 'subtitle' },
  place: { flex: '1.2 1 0', card: 'meta' },
  consultant: { flex: '1 1 0', card: 'meta' },
  hectares: { flex: '0 0 88px', align: 'end', card: 'meta' },
  status: { flex: '0 0 84px', card: 'status' },
  created: { flex: '0 0 72px' },
  actions: { flex: '0 0 104px', card: 'actions' },
};

function useColumns(renderActions?: (customer: CustomerListItem) => ReactNode) {
  const styles = useStyles();
  const role = useAtomValue(currentRoleAtom);
  const columns: TableColumnDefinition<CustomerListItem>[] = [
    sortedGridColumn<CustomerListItem>('name', text.name, (customer) => (
      <span className={styles.name}>
        <RouterLink
          to={customerDetailPath(customer.id)}
          prefetch={() => prefetchCustomer(customer.id, can(role, 'approveCustomer'))}
        >
          {customerLabel(customer)}
        </RouterLink>
        {customer.selfRegistered ? (
          <Caption1 className={styles.muted}>{customerStrings.selfRegistered}</Caption1>
        ) : null}
      </span>
    )),
    // A tap calls from a phone.
    gridColumn<CustomerListItem>('phone', text.phone, (customer) =>
      customer.phone ? <PhoneLink phone={customer.phone} /> : '—',
    ),
    gridColumn<CustomerListItem>('place', text.place, (customer) =>
      placeLabel(customer.municipalityName, customer.stateName),
    ),
    gridColumn<CustomerListItem>(
      'consultant',
      text.consultant,
      (customer) =>
        customer.consultantName ?? <span className={styles.muted}>{customerStrings.noConsultant}</span>,
    ),
    sortedGridColumn<CustomerListItem>('hectares', text.hectares, (customer) => (
      <span className={styles.number}>{formatHectares(customer.hectares)}</span>
    )),
    gridColumn<CustomerListItem>('status', text.status, (customer) => (
      <CustomerStatusBadge status={customer.status} />
    )),
    sortedGridColumn<CustomerListItem>('created', text.created, (customer) => formatDate(customer.createdAt)),
  ];
  if (renderActions) {
    columns.push(gridColumn<CustomerListItem>('actions', text.actions, renderActions));
  }
  return columns;
}

export interface CustomersGridProps {
  customers: CustomerListItem[];
  sort: CustomerSort;
  onSortChange: (sort: CustomerSort) => void;
  /** The actions cell; without it the column is not shown. */
  renderActions?: (customer: CustomerListItem) => ReactNode;
  /** Columns the person hid ("Columnas"). */
  hiddenColumns?: readonly string[];
  /** The checkbox column of "Exportar". */
  selection?: GridSelection;
}

export function CustomersGrid({
  customers,
  sort,
  onSortChange,
  renderActions,
  hiddenColumns = [],
  selection,
}: CustomersGridProps) {
  const columns = useColumns(renderActions).filter(
    (column) => !hiddenColumns.includes(String(column.columnId)),
  );
  return (
    <ServerSortedGrid
      items={customers}
      columns={columns}
      sorts={CUSTOMER_SORTS}
      sort={sort}
      onSortChange={onSortChange}
      label={customerStrings.list.label}
      layout={LAYOUT}
      minWidth={gridMinWidth((renderActions ? 880 : 780) + (selection ? 44 : 0), hiddenColumns.length)}
      selection={selection}
    />
  );
}
