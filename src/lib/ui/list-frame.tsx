// The frame of a list page: a head row (tabs or text on the left, actions on the right, also on
// phones where they wrap under the tabs), a panel on a card holding the filters, the rows and the
// pagination, and the filter bar (the search first and widest; the fields wrap onto new lines on
// narrow screens). On a phone the rows come first: the filters fold behind "Filtros (n)"
// and the secondary actions behind "Más acciones" (list-actions.tsx).
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Filter20Regular } from '@fluentui/react-icons';
import { Children, useState, type ReactNode } from 'react';
import type { ListFilters } from '../list-view.ts';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query.ts';
import { uiStrings } from './ui-strings.ts';

const useStyles = makeStyles({
  // contain: a wide grid must not grow the dashboard's main column (it would squeeze the side
  // navigation); wide grids scroll inside their own box instead.
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, contain: 'inline-size' },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalM,
  },
  // Right-aligned, also when they wrap under the tabs on a phone (every list page the same).
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    marginLeft: 'auto',
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
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    // Five filters (the sales list's) still fit one row beside the navigation at 1280 px.
    '& > *': { flex: '1 1 150px', minWidth: 0 },
    '& > :first-child': { flex: '2 1 240px' },
  },
  folded: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  unfolded: { alignSelf: 'stretch' },
});

/** How many filters a list's view applies (the "Filtros (n)" of a phone). */
export function activeFilterCount(filters: ListFilters): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '').length;
}

export interface FilterBarProps {
  label: string;
  /** How many filters are applied; a phone shows it on the "Filtros" button. */
  active?: number;
  /** False where the filters say what the page shows (the inventory's season): they stay open. */
  foldsOnPhone?: boolean;
  /**
   * The list's search, where finding a record is the first thing done with the list (customers):
   * first and widest at a desk, and in sight on a phone above the folded filters.
   */
  search?: ReactNode;
  children: ReactNode;
}

/**
 * The filters of a list. On a phone, a bar of more than one filter folds behind "Filtros (n)"; the
 * fields open inline under it, so the rows are on the first screen. A `search` stays out of the fold.
 */
export function FilterBar({ label, active = 0, foldsOnPhone = true, search, children }: FilterBarProps) {
  const styles = useStyles();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [isOpen, setOpen] = useState(false);
  const folding = Children.toArray(children).length;
  if (!isPhone || !foldsOnPhone || folding === 0 || (folding < 2 && !search))
    return (
      <section aria-label={label} className={styles.filters}>
        {search}
        {children}
      </section>
    );
  return (
    <section aria-label={label} className={styles.folded}>
      {search ? <div className={styles.unfolded}>{search}</div> : null}
      <Button icon={<Filter20Regular />} aria-expanded={isOpen} onClick={() => setOpen(!isOpen)}>
        {uiStrings.filters.open(active)}
      </Button>
      {isOpen ? <div className={`${styles.filters} ${styles.unfolded}`}>{children}</div> : null}
    </section>
  );
}

export interface ListFrameProps {
  /** Left of the head row: sub-view tabs or an introduction. */
  lead?: ReactNode;
  /** Right of the head row: the page's buttons. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The head row alone, for a page whose body is not one panel (tabs that each hold their own list). */
export function ListHead({ lead, actions }: Omit<ListFrameProps, 'children'>) {
  const styles = useStyles();
  if (!lead && !actions) return null;
  return (
    <div className={styles.head}>
      {lead}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}

/** A list page's outer column, for a page that lays out its own panels under a ListHead. */
export function ListPage({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.page}>{children}</div>;
}

/** The card that holds a list's filters, rows and pagination. */
export function ListPanel({ children }: { children: ReactNode }) {
  return <div className={useStyles().panel}>{children}</div>;
}

export function ListFrame({ lead, actions, children }: ListFrameProps) {
  return (
    <ListPage>
      <ListHead lead={lead} actions={actions} />
      <ListPanel>{children}</ListPanel>
    </ListPage>
  );
}
