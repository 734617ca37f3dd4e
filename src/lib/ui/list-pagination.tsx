// Page navigation under a list: page size 10/25/50, previous/next, "Página X de Y · N registros".
import { Button, Dropdown, Option, makeStyles, tokens, useId } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import type { PageMeta } from '../../../domain/pagination.ts';
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

export interface ListPaginationProps {
  meta: PageMeta;
  page: number;
  size: PageSize;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
}

export function ListPagination({ meta, page, size, onPageChange, onSizeChange }: ListPaginationProps) {
  const styles = useStyles();
  const sizeLabelId = useId('page-size');
  const pages = Math.max(1, meta.totalPages);

  return (
    <nav className={styles.bar} aria-label={uiStrings.pagination.label}>
      <div className={styles.size}>
        <span id={sizeLabelId} className={styles.summary}>
          {uiStrings.pagination.pageSize}
        </span>
        <Dropdown
          className={styles.sizeDropdown}
          aria-labelledby={sizeLabelId}
          value={String(size)}
          selectedOptions={[String(size)]}
          onOptionSelect={(_, data) => {
            const chosen = PAGE_SIZES.find((option) => String(option) === data.optionValue);
            if (chosen) onSizeChange(chosen);
          }}
        >
          {PAGE_SIZES.map((option) => (
            <Option key={option} value={String(option)}>
              {String(option)}
            </Option>
          ))}
        </Dropdown>
      </div>
      <div className={styles.pages}>
        <span className={styles.summary} aria-live="polite">
          {uiStrings.pagination.summary(Math.min(page, pages), pages, meta.totalRecords)}
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
