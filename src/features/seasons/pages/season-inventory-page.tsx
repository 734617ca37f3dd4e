// "Inventario" (docs/requirements.md §2 seasons/inventory, docs/requirements.md §3 the inventory sub-view; Admin and Coordinator):
// choose a season (the address's seasonId, else the one open for sales), see each product's bags as a
// bar, type new allocations and save them together. A refusal (409, never under sold + reserved)
// shows on each product with its figures, which are then read again; what was typed stays.
import { useQuery } from '@tanstack/react-query';
import { Dropdown, Field, Option, Switch, makeStyles, tokens } from '@fluentui/react-components';
import type { Season } from '../../../../domain/catalog.ts';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { FilterBar, ListFrame } from '../../../lib/ui/list-frame.tsx';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { SearchFilter } from '../../../lib/ui/search-filter.tsx';
import { useListView } from '../../../lib/use-list-view.ts';
import { InventorySheet } from '../components/inventory-sheet.tsx';
import { SeasonPicker } from '../components/season-picker.tsx';
import { SeasonsTabs } from '../components/seasons-tabs.tsx';
import { INVENTORY_SORTS, inventorySpec } from '../list-query.ts';
import { queryState } from '../../../lib/query-state.ts';
import { seasonQueries } from '../queries.ts';
import { seasonStrings } from '../strings.ts';

const useStyles = makeStyles({
  control: { minWidth: 0, width: '100%' },
  low: { alignSelf: 'end', paddingBottom: tokens.spacingVerticalXS },
});

const text = seasonStrings.inventory;

/** The season the sheet opens on: the address's, else the first open for sales, else the newest. */
function defaultSeason(seasons: Season[], wanted: number | undefined): Season | undefined {
  return seasons.find((s) => s.id === wanted) ?? seasons.find((s) => s.isOpen) ?? seasons[0];
}

export default function SeasonInventoryPage() {
  const styles = useStyles();
  const list = useListView(inventorySpec);
  const seasons = queryState(useQuery(seasonQueries.every()));
  const { filters } = list.view;

  if (seasons.status === 'loading') return <PageLoading />;
  if (seasons.status === 'failed') return <LoadFailed error={seasons.error} onRetry={seasons.retry} />;
  const season = defaultSeason(seasons.data, filters.seasonId);

  return (
    <ListFrame lead={<SeasonsTabs current="inventory" />}>
      <FilterBar label={seasonStrings.filters.label} foldsOnPhone={false}>
        <SeasonPicker
          seasons={seasons.data}
          value={season?.id}
          onChange={(seasonId) => list.show({ ...list.view, filters: { ...filters, seasonId }, page: 1 })}
        />
        <SearchFilter
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={filters.q}
          onSearch={(q) => list.setFilters({ ...filters, q })}
        />
        <Field label={text.sort}>
          <Dropdown
            className={styles.control}
            value={text.sorts[list.view.sort]}
            selectedOptions={[list.view.sort]}
            onOptionSelect={(_, data) => {
              const sort = INVENTORY_SORTS.find((option) => option === data.optionValue);
              if (sort) list.setSort(sort);
            }}
          >
            {INVENTORY_SORTS.map((sort) => (
              <Option key={sort} value={sort}>
                {text.sorts[sort]}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Switch
          className={styles.low}
          label={text.onlyLow}
          checked={filters.low === true}
          onChange={(_, data) => list.setFilters({ ...filters, low: data.checked || undefined })}
        />
      </FilterBar>
      {season ? (
        <InventorySheet key={season.id} seasonId={season.id} list={list} />
      ) : (
        <FormError message={text.noSeasons} />
      )}
    </ListFrame>
  );
}
