// The filters over the sale and Dkbono lists (SPEC §5): search by folio or customer, season, status
// and a date range. Typing is applied after a short pause (or on Enter) so each key is not a request.
import {
  Button,
  Dropdown,
  Field,
  Option,
  SearchBox,
  Tag,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Season } from '../../../../domain/catalog.ts';
import { SALE_STATUS_LABELS, VOUCHER_STATUS_LABELS } from '../../../../domain/sales.ts';
import { spanishDatePickerProps } from '../../../lib/date-picker-strings.ts';
import { toDate } from '../../../lib/format.ts';
import type { SaleListTab } from '../atoms.ts';
import { toIsoDay, type ListFilters } from '../list-query.ts';
import { listStrings } from '../list-strings.ts';

export const SEARCH_DELAY_MS = 400;

const useStyles = makeStyles({
  bar: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 2fr) repeat(4, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  search: { '@media (max-width: 1100px)': { gridColumn: '1 / -1' } },
  control: { minWidth: 0, width: '100%', maxWidth: 'none' },
  extra: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalS,
  },
});

export interface SaleListFiltersProps {
  tab: SaleListTab;
  filters: ListFilters;
  seasons: Season[];
  onChange: (filters: ListFilters) => void;
}

const ANY = '';

function statusOptions(tab: SaleListTab): Array<[string, string]> {
  return Object.entries(tab === 'sale' ? SALE_STATUS_LABELS : VOUCHER_STATUS_LABELS);
}

export function SaleListFilters({ tab, filters, seasons, onChange }: SaleListFiltersProps) {
  const styles = useStyles();
  const [search, setSearch] = useState(filters.q ?? '');
  const [shownQuery, setShownQuery] = useState(filters.q);

  // Clearing the filters (or going back in history) changes q from outside: show it.
  if (filters.q !== shownQuery) {
    setShownQuery(filters.q);
    setSearch(filters.q ?? '');
  }

  const applySearch = useEffectEvent((text: string) => {
    if (text.trim() !== (filters.q ?? '')) onChange({ ...filters, q: text });
  });

  useEffect(() => {
    const timer = setTimeout(() => applySearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const set = (patch: ListFilters) => onChange({ ...filters, ...patch });
  const seasonName = seasons.find((season) => season.id === filters.seasonId)?.name;
  const statusLabel = statusOptions(tab).find(([value]) => value === filters.status)?.[1];
  const hasAny = Object.keys(filters).length > 0;

  return (
    <section aria-label={listStrings.filters.label}>
      <div className={styles.bar}>
        <Field label={listStrings.filters.search} className={styles.search}>
          <SearchBox
            className={styles.control}
            placeholder={listStrings.filters.searchPlaceholder}
            value={search}
            onChange={(_, data) => setSearch(data.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') set({ q: search });
            }}
          />
        </Field>
        <Field label={listStrings.filters.season}>
          <Dropdown
            className={styles.control}
            value={seasonName ?? listStrings.filters.anySeason}
            selectedOptions={[filters.seasonId ? String(filters.seasonId) : ANY]}
            onOptionSelect={(_, data) =>
              set({ seasonId: data.optionValue ? Number(data.optionValue) : undefined })
            }
          >
            <Option value={ANY}>{listStrings.filters.anySeason}</Option>
            {seasons.map((season) => (
              <Option key={season.id} value={String(season.id)}>
                {season.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={listStrings.filters.status}>
          <Dropdown
            className={styles.control}
            value={statusLabel ?? listStrings.filters.anyStatus}
            selectedOptions={[filters.status ?? ANY]}
            onOptionSelect={(_, data) => set({ status: data.optionValue || undefined })}
          >
            <Option value={ANY}>{listStrings.filters.anyStatus}</Option>
            {statusOptions(tab).map(([value, label]) => (
              <Option key={value} value={value}>
                {label}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={listStrings.filters.from}>
          <DatePicker
            {...spanishDatePickerProps}
            className={styles.control}
            allowTextInput
            value={filters.from ? toDate(filters.from) : null}
            maxDate={filters.to ? (toDate(filters.to) ?? undefined) : undefined}
            onSelectDate={(date) => set({ from: date ? toIsoDay(date) : undefined })}
          />
        </Field>
        <Field label={listStrings.filters.to}>
          <DatePicker
            {...spanishDatePickerProps}
            className={styles.control}
            allowTextInput
            value={filters.to ? toDate(filters.to) : null}
            minDate={filters.from ? (toDate(filters.from) ?? undefined) : undefined}
            onSelectDate={(date) => set({ to: date ? toIsoDay(date) : undefined })}
          />
        </Field>
      </div>
      {hasAny ? (
        <div className={styles.extra}>
          {filters.consultantId ? (
            <Tag
              dismissible
              dismissIcon={{ 'aria-label': listStrings.filters.removeConsultant }}
              value="consultant"
              onClick={() => set({ consultantId: undefined })}
            >
              {listStrings.filters.consultant}
            </Tag>
          ) : null}
          {hasAny ? (
            <Button appearance="subtle" size="small" onClick={() => onChange({})}>
              {listStrings.filters.clear}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
