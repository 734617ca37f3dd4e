// A list on a phone: one card per row, drawn from the same columns as the desk table by each column's
// card role (list-layout.ts), over a bar with "Ordenar por" and, where rows can be picked for
// "Exportar", a checkbox for the whole page. The record's link spans the whole card, so a tap
// anywhere on it opens the record; the card's other links and buttons stay tappable on their own.
import {
  Button,
  Checkbox,
  makeStyles,
  mergeClasses,
  tokens,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { ArrowDown20Regular, ArrowUp20Regular } from '@fluentui/react-icons';
import { Fragment, type ReactNode } from 'react';
import {
  selectionLabels,
  sortOfHeader,
  sortStateOf,
  type CardRole,
  type ServerSortedGridProps,
} from './list-layout.ts';
import { ChoiceDropdown } from './choice-dropdown.tsx';
import { uiStrings } from './ui-strings.ts';

const text = uiStrings.cards;

// Links and buttons other than the title's sit above the title's stretched link; on a touch
// screen such a link (a sale's DKbono folio) is a thumb-sized target of its own.
const raised = {
  '& a, & button, & input': { position: 'relative', zIndex: 1 },
  '@media (pointer: coarse)': { '& a': { display: 'inline-flex', alignItems: 'center', minHeight: '44px' } },
} as const;

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  sort: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginLeft: 'auto' },
  sortDropdown: { minWidth: '150px' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  check: { position: 'relative', zIndex: 1, marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})` },
  body: {
    flexGrow: 1,
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    alignItems: 'baseline',
  },
  title: {
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
    // The record's link covers the whole card.
    '& a::after': { content: '""', position: 'absolute', inset: 0 },
  },
  amount: {
    justifySelf: 'end',
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    ...raised,
  },
  subtitle: {
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
    // A long name takes two lines at most.
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    ...raised,
  },
  status: { justifySelf: 'end', ...raised },
  wide: {
    gridColumn: '1 / -1',
    minWidth: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    overflowWrap: 'anywhere',
    ...raised,
  },
  meta: { color: tokens.colorNeutralForeground3 },
  figures: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  figure: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  figureName: { color: tokens.colorNeutralForeground3 },
  actions: {
    gridColumn: '1 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXS,
    ...raised,
  },
});

type Column<T> = TableColumnDefinition<T>;

/** A header's words, for the sort control and the figures' names. */
function headerText<T>(column: Column<T>): string {
  const header = column.renderHeaderCell();
  return typeof header === 'string' ? header : String(column.columnId);
}

function isBlank(node: ReactNode): boolean {
  return node === null || node === undefined || node === false || node === '';
}

/** The values one after another with the separator between them. */
function joined(values: ReactNode[], separator: string): ReactNode[] {
  return values.map((value, index) => (
    <Fragment key={index}>
      {index > 0 ? separator : null}
      {value}
    </Fragment>
  ));
}

export function ListCards<T extends { id: number }, S extends string>({
  items,
  columns,
  sorts,
  sort,
  onSortChange,
  label,
  layout = {},
  selection,
}: ServerSortedGridProps<T, S>) {
  const styles = useStyles();
  const withRole = (role: CardRole) =>
    columns.filter((column) => layout[String(column.columnId)]?.card === role);
  const slots = {
    title: withRole('title'),
    subtitle: withRole('subtitle'),
    amount: withRole('amount'),
    status: withRole('status'),
    meta: withRole('meta'),
    figure: withRole('figure'),
    actions: withRole('actions'),
  };
  const ids = items.map((item) => item.id);
  const ticked = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;

  /** What the item shows in the columns of a role, the blank ones left out. */
  const filled = (item: T, role: Exclude<CardRole, 'figure'>) =>
    slots[role].map((column) => column.renderCell(item)).filter((value) => !isBlank(value));
  const cells = (item: T, role: Exclude<CardRole, 'meta' | 'figure'>, className: string) => {
    const values = filled(item, role);
    return values.length > 0 ? <span className={className}>{joined(values, ' ')}</span> : null;
  };

  const isSortable = columns.some((column) =>
    sorts.some((option) => option.startsWith(`${String(column.columnId)}:`)),
  );
  return (
    <>
      {selection || isSortable ? (
        <div className={styles.bar}>
          {selection ? (
            <Checkbox
              className={styles.check}
              aria-label={selectionLabels.all}
              checked={ticked === 0 ? false : ticked === ids.length ? true : 'mixed'}
              onChange={(_, data) => selection.onChange(new Set(data.checked === true ? ids : []))}
            />
          ) : null}
          <SortControl columns={columns} sorts={sorts} sort={sort} onSortChange={onSortChange} />
        </div>
      ) : null}
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => {
          const isSelected = selection?.selected.has(item.id) ?? false;
          const meta = filled(item, 'meta');
          const figures = slots.figure
            .map((column) => [headerText(column), column.renderCell(item)] as const)
            .filter(([, value]) => !isBlank(value));
          return (
            <li
              key={item.id}
              className={mergeClasses(styles.card, isSelected && styles.selected)}
              data-list-card=""
            >
              {selection ? (
                <Checkbox
                  className={styles.check}
                  aria-label={selectionLabels.row}
                  checked={isSelected}
                  onChange={(_, data) => {
                    const next = new Set(selection.selected);
                    if (data.checked === true) next.add(item.id);
                    else next.delete(item.id);
                    selection.onChange(next);
                  }}
                />
              ) : null}
              <div className={styles.body}>
                {cells(item, 'title', styles.title) ?? <span />}
                {cells(item, 'amount', styles.amount) ?? <span />}
                {cells(item, 'subtitle', styles.subtitle) ?? <span />}
                {cells(item, 'status', styles.status) ?? <span />}
                {meta.length > 0 ? (
                  <span className={mergeClasses(styles.wide, styles.meta)}>{joined(meta, ' · ')}</span>
                ) : null}
                {figures.length > 0 ? (
                  <span className={mergeClasses(styles.wide, styles.figures)}>
                    {figures.map(([name, value]) => (
                      <span key={name} className={styles.figure}>
                        <span className={styles.figureName}>{name}</span> {value}
                      </span>
                    ))}
                  </span>
                ) : null}
                {cells(item, 'actions', styles.actions)}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

interface SortControlProps<T, S extends string> {
  columns: Column<T>[];
  sorts: readonly S[];
  sort: S;
  onSortChange: (sort: S) => void;
}

/** "Ordenar por" a column, and the direction: what a header click does at a desk. */
function SortControl<T, S extends string>({ columns, sorts, sort, onSortChange }: SortControlProps<T, S>) {
  const styles = useStyles();
  const sortable = columns.filter((column) =>
    sorts.some((option) => option.startsWith(`${String(column.columnId)}:`)),
  );
  if (sortable.length === 0) return null;
  const { sortColumn, sortDirection } = sortStateOf(sort);
  const isAscending = sortDirection === 'ascending';
  const current = sortable.find((column) => String(column.columnId) === sortColumn);
  const canFlip = sortOfHeader(sorts, String(sortColumn), !isAscending) !== sort;
  return (
    <div className={styles.sort}>
      <ChoiceDropdown
        className={styles.sortDropdown}
        aria-label={text.sortBy}
        choices={sortable.map((column) => [String(column.columnId), headerText(column)] as const)}
        value={current ? String(current.columnId) : ''}
        shown={current ? `${text.sortBy}: ${headerText(current)}` : text.sortBy}
        onChange={(columnId) => {
          const next = sortOfHeader(sorts, columnId, isAscending);
          if (next && next !== sort) onSortChange(next);
        }}
      />
      <Button
        appearance="subtle"
        icon={isAscending ? <ArrowUp20Regular /> : <ArrowDown20Regular />}
        aria-label={isAscending ? text.ascending : text.descending}
        disabled={!canFlip}
        onClick={() => {
          const next = sortOfHeader(sorts, String(sortColumn), !isAscending);
          if (next) onSortChange(next);
        }}
      />
    </div>
  );
}
