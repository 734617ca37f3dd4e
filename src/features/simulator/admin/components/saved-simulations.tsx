// The saved runs of the chosen customer (or the caller's own): sortable by date and name, paged,
// each one opened back in the editor or downloaded as a PDF.
import {
  Button,
  TableCell,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, OpenRegular } from '@fluentui/react-icons';
import type { Page } from '../../../../../domain/pagination.ts';
import { formatPesos } from '../../../../../domain/money-format.ts';
import { formatRoi, formatNumber } from '../../../../../domain/simulator-format.ts';
import { PRODUCTION_KIND_LABELS } from '../../../../../domain/simulator-params.ts';
import type { SimulationSort, SimulationSummary } from '../../../../../domain/simulator-schemas.ts';
import { formatDate } from '../../../../lib/format.ts';
import { ListPagination } from '../../../../lib/ui/list-pagination.tsx';
import { ListEmpty, ListError, ListSkeleton } from '../../../../lib/ui/list-states.tsx';
import { scrollShadows } from '../../../../lib/ui/scroll-shadows.ts';
import { uiStrings, type PageSize } from '../../../../lib/ui/ui-strings.ts';
import type { QueryState } from '../../../../lib/query-state.ts';
import { adminStrings } from '../strings.ts';
import { SimpleTable } from '../../../../lib/ui/simple-table.tsx';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', contain: 'inline-size', ...scrollShadows() },
  // The fixed columns take 710 px; the name gets the rest, and phones scroll sideways.
  table: { minWidth: '940px' },
  headerNumber: { '& > div': { justifyContent: 'flex-end' }, textAlign: 'right' },
  dateColumn: { width: '88px' },
  byColumn: { width: '160px' },
  haColumn: { width: '84px' },
  marginColumn: { width: '130px' },
  roiColumn: { width: '80px' },
  actionsColumn: { width: '168px' },
  meta: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  number: { textAlign: 'right', justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface SavedSimulationsProps {
  runs: QueryState<Page<SimulationSummary>>;
  page: number;
  size: PageSize;
  sort: SimulationSort;
  onView: (change: { page?: number; size?: PageSize; sort?: SimulationSort }) => void;
  onOpen: (run: SimulationSummary) => void;
  onPdf: (run: SimulationSummary) => void;
}

const FIRST_SORT: Record<'date' | 'name', SimulationSort> = { date: 'date:desc', name: 'name:asc' };
const FLIPPED: Record<SimulationSort, SimulationSort> = {
  'date:desc': 'date:asc',
  'date:asc': 'date:desc',
  'name:asc': 'name:desc',
  'name:desc': 'name:asc',
};

function SortHeader(props: {
  column: 'date' | 'name';
  label: string;
  sort: SimulationSort;
  onSort: (sort: SimulationSort) => void;
  className?: string;
}) {
  const isSorted = props.sort.startsWith(`${props.column}:`);
  return (
    <TableHeaderCell
      className={props.className}
      sortable
      sortDirection={isSorted ? (props.sort.endsWith(':asc') ? 'ascending' : 'descending') : undefined}
      onClick={() => props.onSort(isSorted ? FLIPPED[props.sort] : FIRST_SORT[props.column])}
    >
      {props.label}
    </TableHeaderCell>
  );
}

export function SavedSimulations({ runs, page, size, sort, onView, onOpen, onPdf }: SavedSimulationsProps) {
  const styles = useStyles();
  if (runs.status === 'loading') return <ListSkeleton label={adminStrings.saved.loading} />;
  if (runs.status === 'failed') {
    return <ListError title={uiStrings.loadFailed} message={runs.message} onRetry={runs.retry} />;
  }
  const { data } = runs;
  if (data.totalRecords === 0)
    return (
      <ListEmpty
        message={adminStrings.saved.empty}
        canClearFilters={false}
        onClearFilters={() => undefined}
      />
    );
  return (
    <div>
      <div className={styles.scroller}>
        <SimpleTable
          className={styles.table}
          size="small"
          aria-label={adminStrings.saved.titleMine}
          headers={
            <>
              <SortHeader
                className={styles.dateColumn}
                column="date"
                label={adminStrings.saved.date}
                sort={sort}
                onSort={(next) => onView({ sort: next, page: 1 })}
              />
              <SortHeader
                column="name"
                label={adminStrings.saved.name}
                sort={sort}
                onSort={(next) => onView({ sort: next, page: 1 })}
              />
              <TableHeaderCell className={styles.byColumn}>{adminStrings.saved.by}</TableHeaderCell>
              <TableHeaderCell className={mergeClasses(styles.headerNumber, styles.haColumn)}>
                {adminStrings.saved.hectares}
              </TableHeaderCell>
              <TableHeaderCell className={mergeClasses(styles.headerNumber, styles.marginColumn)}>
                {adminStrings.saved.margin}
              </TableHeaderCell>
              <TableHeaderCell className={mergeClasses(styles.headerNumber, styles.roiColumn)}>
                {adminStrings.saved.roi}
              </TableHeaderCell>
              <TableHeaderCell className={styles.actionsColumn}>{adminStrings.saved.actions}</TableHeaderCell>
            </>
          }
        >
          {data.data.map((run) => (
            <TableRow key={run.id}>
              <TableCell>{formatDate(run.createdAt)}</TableCell>
              <TableCell>
                <span>
                  {run.name ?? adminStrings.saved.untitled}
                  <span className={styles.meta}>
                    {PRODUCTION_KIND_LABELS[run.productionKind]} ·{' '}
                    {adminStrings.saved.scenarioCount(run.scenarioCount)}
                  </span>
                </span>
              </TableCell>
              <TableCell>{run.createdByName ?? adminStrings.saved.customerSelf}</TableCell>
              <TableCell className={styles.number}>{formatNumber(run.hectares)}</TableCell>
              <TableCell className={styles.number}>{formatPesos(run.margin)}</TableCell>
              <TableCell className={styles.number}>{formatRoi(run.roi)}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <Button size="small" icon={<OpenRegular />} onClick={() => onOpen(run)}>
                    {adminStrings.saved.open}
                  </Button>
                  <Button size="small" icon={<ArrowDownloadRegular />} onClick={() => onPdf(run)}>
                    {adminStrings.saved.pdf}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      </div>
      <ListPagination
        meta={data}
        page={page}
        size={size}
        onPageChange={(next) => onView({ page: next })}
        onSizeChange={(next) => onView({ size: next, page: 1 })}
      />
    </div>
  );
}
