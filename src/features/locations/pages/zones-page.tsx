// ZonesPage (docs/requirements.md §2 locations/zones, Admin): the sales zones with their states and how many users,
// customers and partners belong to each; create, rename, and delete a zone nothing uses. Search,
// sort and page live in the URL query.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ZoneSummary } from '../../../../domain/locations.ts';
import { DEFAULT_PAGE_SIZE } from '../../../../domain/pagination.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { queryValue } from '../../../lib/list-view.ts';
import { AddressPagination } from '../components/address-pagination.tsx';
import { ListEmpty, ListError, ListSkeleton } from '../../../lib/ui/list-states.tsx';
import { FilterBar, ListFrame } from '../../../lib/ui/list-frame.tsx';
import { SearchFilter } from '../../../lib/ui/search-filter.tsx';
import { listZoneSummaries } from '../api/list-zone-summaries.ts';
import { DeleteZoneDialog } from '../components/delete-zone-dialog.tsx';
import { ZoneNameDialog } from '../components/zone-name-dialog.tsx';
import { ZONE_SORTS, ZonesGrid, type ZoneSort } from '../components/zones-grid.tsx';
import { searchKey } from '../../../../domain/search-key.ts';
import {
  compareText,
  pageOf,
  pageSizeOf,
  patchedSearch,
  sortOf,
  sortParam,
  sortParts,
} from '../list-view.ts';
import { queryState } from '../../../lib/query-state.ts';
import { locationKeys, locationsChanged } from '../../../lib/locations/queries.ts';
import { zoneStrings } from '../strings.ts';

const DEFAULT_SORT: ZoneSort = 'name:asc';

type Dialog =
  { kind: 'create' } | { kind: 'rename'; zone: ZoneSummary } | { kind: 'delete'; zone: ZoneSummary } | null;

function sortedZones(zones: ZoneSummary[], sort: ZoneSort): ZoneSummary[] {
  const { column, sign } = sortParts(sort);
  return [...zones].sort((a, b) =>
    column === 'states'
      ? sign * (a.states.length - b.states.length) || compareText(a.name, b.name)
      : sign * compareText(a.name, b.name),
  );
}

export default function ZonesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useQuery({ queryKey: locationKeys.zoneSummaries(), queryFn: listZoneSummaries });
  const loaded = queryState(query);
  const [dialog, setDialog] = useState<Dialog>(null);
  const q = searchParams.get('q')?.trim() ?? '';
  const sort = sortOf(searchParams.get('sort'), ZONE_SORTS, DEFAULT_SORT);
  const size = pageSizeOf(searchParams.get('size'), DEFAULT_PAGE_SIZE);
  const requestedPage = queryValue.positiveInt(searchParams.get('page')) ?? 1;

  const update = (patch: Record<string, string | number | undefined>) =>
    setSearchParams(patchedSearch(searchParams, patch));
  const zones = query.data ?? null;
  const page = useMemo(() => {
    if (!zones) return null;
    const wanted = searchKey(q);
    const matching = zones.filter(
      (zone) =>
        searchKey(zone.name).includes(wanted) ||
        zone.states.some((state) => searchKey(state.name).includes(wanted)),
    );
    return pageOf(sortedZones(matching, sort), requestedPage, size);
  }, [zones, q, sort, requestedPage, size]);

  const afterChange = () => {
    setDialog(null);
    void locationsChanged();
  };

  return (
    <ListFrame
      actions={
        <Button appearance="primary" icon={<Add20Regular />} onClick={() => setDialog({ kind: 'create' })}>
          {zoneStrings.create}
        </Button>
      }
    >
      <FilterBar label={zoneStrings.search}>
        <SearchFilter
          label={zoneStrings.search}
          placeholder={zoneStrings.searchPlaceholder}
          value={q || undefined}
          onSearch={(text) => update({ q: text.trim(), page: undefined })}
        />
      </FilterBar>
      {loaded.status === 'loading' ? <ListSkeleton label={zoneStrings.loading} /> : null}
      {loaded.status === 'failed' ? (
        <ListError
          title={zoneStrings.loadFailed}
          message={errorMessage(loaded.error)}
          onRetry={loaded.retry}
        />
      ) : null}
      {page && page.totalRecords === 0 ? (
        <ListEmpty
          message={q ? zoneStrings.empty : zoneStrings.nothingYet}
          canClearFilters={q !== ''}
          onClearFilters={() => update({ q: undefined, page: undefined })}
        />
      ) : null}
      {page && page.totalRecords > 0 ? (
        <>
          <ZonesGrid
            zones={page.data}
            sort={sort}
            onSortChange={(next) => update({ sort: sortParam(next, DEFAULT_SORT), page: undefined })}
            onRename={(zone) => setDialog({ kind: 'rename', zone })}
            onDelete={(zone) => setDialog({ kind: 'delete', zone })}
          />
          <AddressPagination
            meta={page}
            size={size}
            defaultSize={DEFAULT_PAGE_SIZE}
            onParamsChange={update}
          />
        </>
      ) : null}
      {dialog?.kind === 'create' ? (
        <ZoneNameDialog zone={null} onClose={() => setDialog(null)} onSaved={afterChange} />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <ZoneNameDialog zone={dialog.zone} onClose={() => setDialog(null)} onSaved={afterChange} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteZoneDialog zone={dialog.zone} onClose={() => setDialog(null)} onDeleted={afterChange} />
      ) : null}
    </ListFrame>
  );
}
