// The rows of the season list: name (a link to its detail for Admin and Coordinator, to its overview
// for a Supervisor), dates, whether it is open for sales and for Dkbonos, and, for Admin and
// Coordinator, the labelled ways to its dashboard, to edit it and to its inventory.
import { Button, makeStyles, tokens, type TableColumnDefinition } from '@fluentui/react-components';
import { BoxMultiple20Regular, DataBarVertical20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { type Season } from '../../../../domain/catalog.ts';
import { SEASON_SORTS, type SeasonSort } from '../../../../domain/seasons.ts';
import { formatDate } from '../../../lib/format.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import { seasonDetailsPath, seasonInventoryPath, seasonUpdatePath } from '../paths.ts';
import { seasonStrings } from '../strings.ts';
import { SalesBadge, UpcomingBadge, VouchersBadge } from './season-badges.tsx';
import { gridColumn, sortedGridColumn } from '../../../lib/ui/grid-column.ts';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const text = seasonStrings;

// The ways from a season's row, in their order: its dashboard, its edit form and its inventory.
const SEASON_ACTIONS = [
  {
    icon: <DataBarVertical20Regular />,
    label: text.list.dashboard,
    action: text.list.dashboardAction,
    pathOf: seasonDetailsPath,
  },
  { icon: <Edit20Regular />, label: text.list.edit, action: text.list.editAction, pathOf: seasonUpdatePath },
  {
    icon: <BoxMultiple20Regular />,
    label: text.list.inventory,
    action: text.list.inventoryAction,
    pathOf: seasonInventoryPath,
  },
];

const LAYOUT: ListLayout = {
  name: { flex: '1.2 1 0', card: 'title' },
  startDate: { flex: '0 0 88px', card: 'meta' },
  endDate: { flex: '0 0 88px', card: 'meta' },
  sales: { flex: '1.3 1 0', card: 'meta' },
  vouchers: { flex: '1.3 1 0', card: 'meta' },
  actions: { flex: '0 0 300px', card: 'actions' },
};

export interface SeasonsGridProps {
  seasons: Season[];
  sort: SeasonSort;
  onSortChange: (sort: SeasonSort) => void;
  /** Admin and Coordinator: the dashboard, edit and inventory are offered. */
  canManage: boolean;
  /** Where a season's name leads (its detail, its overview), or nowhere. */
  nameLinkOf?: (season: Season) => string;
}

export function SeasonsGrid({ seasons, sort, onSortChange, canManage, nameLinkOf }: SeasonsGridProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const columns: TableColumnDefinition<Season>[] = [
    sortedGridColumn<Season>('name', text.columns.name, (season) =>
      nameLinkOf ? <RouterLink to={nameLinkOf(season)}>{season.name}</RouterLink> : season.name,
    ),
    sortedGridColumn<Season>('startDate', text.columns.startDate, (season) => (
      <span className={styles.nowrap}>{formatDate(season.startDate)}</span>
    )),
    gridColumn<Season>('endDate', text.columns.endDate, (season) => (
      <span className={styles.nowrap}>{formatDate(season.endDate)}</span>
    )),
    gridColumn<Season>('sales', text.columns.sales, (season) => (
      <span className={styles.badges}>
        <SalesBadge season={season} />
        <UpcomingBadge season={season} />
      </span>
    )),
    gridColumn<Season>('vouchers', text.columns.vouchers, (season) => <VouchersBadge season={season} />),
  ];
  if (canManage) {
    columns.push(
      gridColumn<Season>('actions', text.columns.actions, (season) => (
        <div className={styles.actions}>
          {SEASON_ACTIONS.map(({ icon, label, action, pathOf }) => (
            <Button
              key={action}
              appearance="subtle"
              size="small"
              icon={icon}
              aria-label={label(season.name)}
              onClick={() => void navigate(pathOf(season.id))}
            >
              {action}
            </Button>
          ))}
        </div>
      )),
    );
  }
  return (
    <ServerSortedGrid
      items={seasons}
      columns={columns}
      sorts={SEASON_SORTS}
      sort={sort}
      onSortChange={onSortChange}
      label={text.list.label}
      layout={LAYOUT}
      minWidth="900px"
    />
  );
}
