// The rows of the season list: name (a link to its detail for Admin and Coordinator), dates, whether
// it is open for sales and for Dkbonos, and, for them, the ways to edit it and to its inventory.
import {
  Button,
  Tooltip,
  createTableColumn,
  makeStyles,
  tokens,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { BoxMultiple20Regular, DataBarVertical20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { SEASON_SORTS, type Season, type SeasonSort } from '../../../../domain/catalog.ts';
import { formatDate } from '../../../lib/format.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { keepServerOrder, ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import { seasonDetailsPath, seasonInventoryPath, seasonUpdatePath } from '../paths.ts';
import { seasonStrings } from '../strings.ts';
import { SalesBadge, UpcomingBadge, VouchersBadge } from './season-badges.tsx';

const useStyles = makeStyles({
  nowrap: { whiteSpace: 'nowrap' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const text = seasonStrings;

export interface SeasonsGridProps {
  seasons: Season[];
  sort: SeasonSort;
  onSortChange: (sort: SeasonSort) => void;
  /** Admin and Coordinator: the name links to the detail, and edit and inventory are offered. */
  canManage: boolean;
}

export function SeasonsGrid({ seasons, sort, onSortChange, canManage }: SeasonsGridProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const columns: TableColumnDefinition<Season>[] = [
    createTableColumn<Season>({
      columnId: 'name',
      compare: keepServerOrder,
      renderHeaderCell: () => text.columns.name,
      renderCell: (season) =>
        canManage ? <RouterLink to={seasonDetailsPath(season.id)}>{season.name}</RouterLink> : season.name,
    }),
    createTableColumn<Season>({
      columnId: 'startDate',
      compare: keepServerOrder,
      renderHeaderCell: () => text.columns.startDate,
      renderCell: (season) => <span className={styles.nowrap}>{formatDate(season.startDate)}</span>,
    }),
    createTableColumn<Season>({
      columnId: 'endDate',
      renderHeaderCell: () => text.columns.endDate,
      renderCell: (season) => <span className={styles.nowrap}>{formatDate(season.endDate)}</span>,
    }),
    createTableColumn<Season>({
      columnId: 'sales',
      renderHeaderCell: () => text.columns.sales,
      renderCell: (season) => (
        <span className={styles.badges}>
          <SalesBadge season={season} />
          <UpcomingBadge season={season} />
        </span>
      ),
    }),
    createTableColumn<Season>({
      columnId: 'vouchers',
      renderHeaderCell: () => text.columns.vouchers,
      renderCell: (season) => <VouchersBadge season={season} />,
    }),
  ];
  if (canManage) {
    columns.push(
      createTableColumn<Season>({
        columnId: 'actions',
        renderHeaderCell: () => text.columns.actions,
        renderCell: (season) => (
          <div className={styles.actions}>
            <Tooltip content={text.list.dashboard(season.name)} relationship="label">
              <Button
                appearance="subtle"
                icon={<DataBarVertical20Regular />}
                onClick={() => void navigate(seasonDetailsPath(season.id))}
              />
            </Tooltip>
            <Tooltip content={text.list.edit(season.name)} relationship="label">
              <Button
                appearance="subtle"
                icon={<Edit20Regular />}
                onClick={() => void navigate(seasonUpdatePath(season.id))}
              />
            </Tooltip>
            <Tooltip content={text.list.inventory(season.name)} relationship="label">
              <Button
                appearance="subtle"
                icon={<BoxMultiple20Regular />}
                onClick={() => void navigate(seasonInventoryPath(season.id))}
              />
            </Tooltip>
          </div>
        ),
      }),
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
      columnFlex={{
        name: '1.2 1 0',
        startDate: '0 0 88px',
        endDate: '0 0 88px',
        sales: '1.3 1 0',
        vouchers: '1 1 0',
        actions: '0 0 136px',
      }}
      minWidth="720px"
    />
  );
}
