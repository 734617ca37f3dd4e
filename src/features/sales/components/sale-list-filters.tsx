// The filters over the sale and Dkbono lists (docs/requirements.md §5): search by folio or customer, season, status
// and a date range, on the shared filter bar (src/lib/ui): typing is applied after a short pause or
// on Enter.
import { Button, Field, Tag, makeStyles, tokens } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import type { Season } from '../../../../domain/catalog.ts';
import { SALE_STATUS_LABELS, VOUCHER_STATUS_LABELS } from '../../../../domain/sales.ts';
import { spanishDatePickerProps } from '../../../lib/date-picker-strings.ts';
import { toDate } from '../../../lib/format.ts';
import { queryValue } from '../../../lib/list-view.ts';
import { ChoiceFilter } from '../../../lib/ui/choice-filter.tsx';
import { FilterBar } from '../../../lib/ui/list-frame.tsx';
import { SearchFilter } from '../../../lib/ui/search-filter.tsx';
import type { SaleListTab } from '../atoms.ts';
import type { ListFilters } from '../list-query.ts';
import { localDay } from '../../../../domain/days.ts';
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
    <FilterBar label={text.label}>
      <SearchFilter
        label={text.search}
        placeholder={text.searchPlaceholder}
        value={filters.q}
        onSearch={(q) => set({ q })}
      />
      <ChoiceFilter
        label={text.season}
        anyLabel={text.anySeason}
        options={seasons.map((season) => [String(season.id), season.name] as const)}
        value={filters.seasonId === undefined ? undefined : String(filters.seasonId)}
        onChange={(seasonId) => set({ seasonId: queryValue.positiveInt(seasonId ?? null) })}
      />
      <ChoiceFilter
        label={text.status}
        anyLabel={text.anyStatus}
        options={statusOptions(tab)}
        value={filters.status}
        onChange={(status) => set({ status })}
      />
      <Field label={text.from}>
        <DatePicker
          {...spanishDatePickerProps}
          className={styles.control}
          allowTextInput
          value={filters.from ? toDate(filters.from) : null}
          maxDate={filters.to ? (toDate(filters.to) ?? undefined) : undefined}
          onSelectDate={(date) => set({ from: date ? localDay(date) : undefined })}
        />
      </Field>
      <Field label={text.to}>
        <DatePicker
          {...spanishDatePickerProps}
          className={styles.control}
          allowTextInput
          value={filters.to ? toDate(filters.to) : null}
          minDate={filters.from ? (toDate(filters.from) ?? undefined) : undefined}
          onSelectDate={(date) => set({ to: date ? localDay(date) : undefined })}
        />
      </Field>
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
    </FilterBar>
  );
}
