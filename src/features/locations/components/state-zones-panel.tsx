// "Zonas por estado": the 32 states with the zone each belongs to, changed in place; filtered by
// name and zone (or "without zone"), sorted and paged in the URL query.
import { useQuery } from '@tanstack/react-query';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useMemo, useState } from 'react';
import type { MexicanState, Zone } from '../../../../domain/locations.ts';
import { listStates } from '../../../lib/locations/list-states.ts';
import { listZones } from '../../../lib/locations/list-zones.ts';
import { ChoiceFilter } from '../../../lib/ui/choice-filter.tsx';
import { FilterBar } from '../../../lib/ui/list-frame.tsx';
import { SearchFilter } from '../../../lib/ui/search-filter.tsx';
import { AddressPagination } from './address-pagination.tsx';
import { ListEmpty, ListError, ListSkeleton } from '../../../lib/ui/list-states.tsx';
import { ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import { searchKey } from '../../../../domain/search-key.ts';
import { compareText, pageOf, pageSizeOf, sortOf, sortParam, sortParts } from '../list-view.ts';
import { queryValue } from '../../../lib/list-view.ts';
import { stateZoneStrings } from '../strings.ts';
import { queryState } from '../../../lib/query-state.ts';
import { locationKeys, locationsChanged } from '../../../lib/locations/queries.ts';
import { StateZoneCell } from './state-zone-cell.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { sortedGridColumn } from '../../../lib/ui/grid-column.ts';

const SORTS = ['name:asc', 'name:desc', 'zone:asc', 'zone:desc'] as const;
const DEFAULT_SORT: (typeof SORTS)[number] = 'name:asc';
// 32 states: all of them fit one page unless the user asks for shorter pages.
const DEFAULT_SIZE = 50;
const ANY = '';
const WITHOUT_ZONE = 'none';
const text = stateZoneStrings;

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', paddingBlock: tokens.spacingVerticalXS },
  secondary: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const LAYOUT: ListLayout = {
  name: { flex: '1 1 0', card: 'title' },
  zone: { flex: '0 0 220px', card: 'actions' },
};

interface Lookups {
  states: MexicanState[];
  zones: Zone[];
}

const loadLookups = async (): Promise<Lookups> => {
  const [states, zones] = await Promise.all([listStates(), listZones()]);
  return { states, zones };
};

export interface StateZonesPanelProps {
  params: URLSearchParams;
  onParamsChange: (patch: Record<string, string | number | undefined>) => void;
}

export function StateZonesPanel({ params, onParamsChange }: StateZonesPanelProps) {
  const styles = useStyles();
  const query = useQuery({ queryKey: locationKeys.stateZones(), queryFn: loadLookups });
  const loaded = queryState(query);
  // Zones saved since the list loaded, by state: the list shows them without loading again.
  const [saved, setSaved] = useState<Record<number, MexicanState>>({});
  const q = params.get('q')?.trim() ?? '';
  const zoneFilter = params.get('zoneId') ?? ANY;
  const sort = sortOf(params.get('sort'), SORTS, DEFAULT_SORT);
  const size = pageSizeOf(params.get('size'), DEFAULT_SIZE);
  const requestedPage = queryValue.positiveInt(params.get('page')) ?? 1;
  const lookups = query.data ?? null;

  const onSaved = useCallback((state: MexicanState) => {
    setSaved((current) => ({ ...current, [state.id]: state }));
    void locationsChanged();
  }, []);

  const page = useMemo(() => {
    if (!lookups) return null;
    const wanted = searchKey(q);
    const { column, sign } = sortParts(sort);
    const zoneName = (state: MexicanState) => state.zone?.name ?? '';
    const rows = lookups.states
      .map((state) => saved[state.id] ?? state)
      .filter((state) => searchKey(`${state.name} ${state.abbreviation}`).includes(wanted))
      .filter((state) => {
        if (zoneFilter === ANY) return true;
        if (zoneFilter === WITHOUT_ZONE) return state.zone === null;
        return String(state.zone?.id) === zoneFilter;
      })
      .sort((a, b) => {
        if (column === 'zone')
          return sign * compareText(zoneName(a), zoneName(b)) || compareText(a.name, b.name);
        return sign * compareText(a.name, b.name);
      });
    return pageOf(rows, requestedPage, size);
  }, [lookups, saved, q, zoneFilter, sort, requestedPage, size]);

  if (loaded.status === 'loading') return <ListSkeleton label={text.loading} />;
  if (loaded.status === 'failed')
    return <ListError title={text.loadFailed} message={loaded.message} onRetry={loaded.retry} />;
  const zones = loaded.data.zones;

  const columns = [
    sortedGridColumn<MexicanState>('name', text.columns.state, (state) => (
      <div className={styles.stack}>
        <span>{state.name}</span>
        <span className={styles.secondary}>{text.codeLine(state.abbreviation, state.code)}</span>
      </div>
    )),
    sortedGridColumn<MexicanState>('zone', text.columns.zone, (state) => (
      <StateZoneCell state={state} zones={zones} onSaved={onSaved} />
    )),
  ];

  return (
    <>
      <FilterBar label={text.search}>
        <SearchFilter
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={q || undefined}
          onSearch={(typed) => onParamsChange({ q: typed.trim(), page: undefined })}
        />
        <ChoiceFilter
          label={text.zoneFilter}
          anyLabel={text.anyZone}
          options={[
            [WITHOUT_ZONE, text.withoutZone] as const,
            ...zones.map((zone) => [String(zone.id), zone.name] as const),
          ]}
          value={zoneFilter === ANY ? undefined : zoneFilter}
          onChange={(value) => onParamsChange({ zoneId: value, page: undefined })}
        />
      </FilterBar>
      {page && page.totalRecords === 0 ? (
        <ListEmpty
          message={text.empty}
          canClearFilters
          onClearFilters={() => onParamsChange({ q: undefined, zoneId: undefined, page: undefined })}
        />
      ) : null}
      {page && page.totalRecords > 0 ? (
        <ServerSortedGrid
          items={page.data}
          columns={columns}
          sorts={SORTS}
          sort={sort}
          onSortChange={(next) => onParamsChange({ sort: sortParam(next, DEFAULT_SORT), page: undefined })}
          label={text.tabs.states}
          layout={LAYOUT}
          minWidth="320px"
        />
      ) : null}
      {page ? (
        <AddressPagination
          meta={page}
          size={size}
          defaultSize={DEFAULT_SIZE}
          onParamsChange={onParamsChange}
        />
      ) : null}
    </>
  );
}
