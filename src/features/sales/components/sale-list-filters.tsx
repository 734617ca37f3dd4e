// The filters over the sale and Dkbono lists (docs/requirements.md §5): search by folio or customer, season, status
// and a date range, on the shared filter bar (src/lib/ui): typing is applied after a short pause or
// on Enter.
import { Button, Tag, makeStyles, tokens } from '@fluentui/react-components';
import type { Season } from '../../../../domain/catalog.ts';
import { SALE_STATUS_LABELS, VOUCHER_STATUS_LABELS } from '../../../../domain/sales.ts';
import { isDayValue } from '../../../lib/typed-day.ts';
import { DateField } from '../../../lib/ui/date-field.tsx';
import { ChoiceFilter, RecordFilter } from '../../../lib/ui/choice-filter.tsx';
import { SearchFilterBar } from '../../../lib/ui/search-filter-bar.tsx';
import type { SaleListTab } from '../paths.ts';
import type { ListFilters } from '../list-query.ts';
import { listStrings } from '../strings.ts';

const useStyles = makeStyles({
  control: { minWidth: 0, width: '100%', maxWidth: 'none' },
  // Below the filters, on a row of its own inside the bar.
  extra: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flexBasis: '100%',
  },
});

export interface SaleListFiltersProps {
  tab: SaleListTab;
  filters: ListFilters;
  seasons: Season[];
  onChange: (filters: ListFilters) => void;
}

function statusOptions(tab: SaleListTab): Array<readonly [string, string]> {
  return Object.entries(tab === 'sale' ? SALE_STATUS_LABELS : VOUCHER_STATUS_LABELS);
}

export function SaleListFilters({ tab, filters, seasons, onChange }: SaleListFiltersProps) {
  const styles = useStyles();
  const text = listStrings.filters;
  const set = (patch: ListFilters) => onChange({ ...filters, ...patch });
  const hasAny = Object.keys(filters).length > 0;

  return (
    <SearchFilterBar text={text} filters={filters} onChange={onChange}>
      <RecordFilter
        label={text.season}
        anyLabel={text.anySeason}
        records={seasons}
        value={filters.seasonId}
        onChange={(seasonId) => set({ seasonId })}
      />
      <ChoiceFilter
        label={text.status}
        anyLabel={text.anyStatus}
        options={statusOptions(tab)}
        value={filters.status}
        onChange={(status) => set({ status })}
      />
      <DateField
        label={text.from}
        className={styles.control}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(from) => {
          // Text that is no day stays in the field with its reason; the list keeps its filter.
          if (from === '' || isDayValue(from)) set({ from: from || undefined });
        }}
      />
      <DateField
        label={text.to}
        className={styles.control}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(to) => {
          if (to === '' || isDayValue(to)) set({ to: to || undefined });
        }}
      />
      {hasAny ? (
        <div className={styles.extra}>
          {filters.consultantId ? (
            <Tag
              dismissible
              dismissIcon={{ 'aria-label': text.removeConsultant }}
              value="consultant"
              onClick={() => set({ consultantId: undefined })}
            >
              {text.consultant}
            </Tag>
          ) : null}
          <Button appearance="subtle" size="small" onClick={() => onChange({})}>
            {text.clear}
          </Button>
        </div>
      ) : null}
    </SearchFilterBar>
  );
}
