// Page navigation under a list: page size 10/25/50, previous/next, "Página X de Y · N registros";
// past the server's count cap (countKind 'atLeast', docs/decisions.md "Capped list counts") it says
// "1–10 de más de 10,000 registros", and "next" follows the pages the server knows exist.
import { Button, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import type { PageMeta } from '../../../domain/pagination.ts';
import { ChoiceDropdown } from './choice-dropdown.tsx';
import { PAGE_SIZES, uiStrings, type PageSize } from './ui-strings.ts';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
  },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  sizeDropdown: { minWidth: '80px' },
  pages: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  summary: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

const SIZE_CHOICES = PAGE_SIZES.map((option) => [String(option), String(option)] as const);

export interface ListPaginationProps {
  meta: PageMeta;
  /** How many rows this page holds (the last page's may be short); a full page when not given. */
  rowCount?: number;
  page: number;
  size: PageSize;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
}

export function ListPagination({
  meta,
  rowCount,
  page,
  size,
  onPageChange,
  onSizeChange,
}: ListPaginationProps) {
  const styles = useStyles();
  const sizeLabelId = useId('page-size');
  const pages = Math.max(1, meta.totalPages);
  const shown = Math.min(page, pages);
  // Past the cap the total is a floor: the rows on screen, of more than it. totalPages then counts
  // the pages known to exist (this one, and the next when there is one), so "next" reads it too.
  const first = (page - 1) * meta.size + 1;
  const summary =
    meta.countKind === 'atLeast'
      ? uiStrings.pagination.summaryAtLeast(first, first + (rowCount ?? meta.size) - 1, meta.totalRecords)
      : uiStrings.pagination.summary(shown, pages, meta.totalRecords);

  return (
    <nav className={styles.bar} aria-label={uiStrings.pagination.label}>
      <div className={styles.size}>
        <span id={sizeLabelId} className={styles.summary}>
          {uiStrings.pagination.pageSize}
        </span>
        <ChoiceDropdown
          className={styles.sizeDropdown}
          aria-labelledby={sizeLabelId}
          choices={SIZE_CHOICES}
          value={String(size)}
          onChange={(chosen) => {
            const option = PAGE_SIZES.find((candidate) => String(candidate) === chosen);
            if (option) onSizeChange(option);
          }}
        />
      </div>
      <div className={styles.pages}>
        <span className={styles.summary} aria-live="polite">
          {summary}
        </span>
        <Button
          appearance="subtle"
          icon={<ChevronLeft20Regular />}
          aria-label={uiStrings.pagination.previous}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronRight20Regular />}
          aria-label={uiStrings.pagination.next}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        />
      </div>
    </nav>
  );
}
