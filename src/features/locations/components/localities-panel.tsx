// "Localidades": choose a state and a municipality (the same cascading picker as the forms), then
// see its localities, add one or edit one. The chosen place, search, sort and page live in the URL.
import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useMemo, useState, type ReactNode } from 'react';
import type { Locality } from '../../../../domain/locations.ts';
import { LocationPicker } from '../../../lib/locations/location-picker.tsx';
import { listLocalities } from '../../../lib/locations/list-localities.ts';
import { SearchFilter } from '../../../lib/ui/search-filter.tsx';
import { ListEmpty, ListError, ListSkeleton } from '../../../lib/ui/list-states.tsx';
import { ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import { DEFAULT_PAGE_SIZE } from '../../../../domain/pagination.ts';
import type { QueryState } from '../../../lib/query-state.ts';
import { searchKey } from '../../../../domain/search-key.ts';
import { compareText, pageOf, pageSizeOf, sortOf, sortParam, sortParts } from '../list-view.ts';
import { queryValue } from '../../../lib/list-view.ts';
import { localityStrings } from '../strings.ts';
import { queryState } from '../../../lib/query-state.ts';
import { locationKeys, locationQueries, locationsChanged } from '../../../lib/locations/queries.ts';
import { AddressPagination } from './address-pagination.tsx';
import { LocalityDialog } from './locality-dialog.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { gridColumn, sortedGridColumn } from '../../../lib/ui/grid-column.ts';

const SORTS = ['name:asc', 'name:desc', 'postalCode:asc', 'postalCode:desc'] as const;
const DEFAULT_SORT: (typeof SORTS)[number] = 'name:asc';
const text = localityStrings;

const useStyles = makeStyles({
  picker: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
  },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalM,
  },
  search: { minWidth: '240px', flex: '0 1 420px' },
});

const LAYOUT: ListLayout = {
  name: { flex: '1 1 0', card: 'title' },
  postalCode: { flex: '0 0 110px', card: 'meta' },
  actions: { flex: '0 0 72px', card: 'actions' },
};

/** The municipality's localities; with no municipality chosen there is nothing to load. */
const loadLocalities = (municipalityId: number | null): Promise<Locality[]> =>
  municipalityId === null ? Promise.resolve([]) : listLocalities(municipalityId);

export interface LocalitiesPanelProps {
  params: URLSearchParams;
  onParamsChange: (patch: Record<string, string | number | undefined>) => void;
}

export function LocalitiesPanel({ params, onParamsChange }: LocalitiesPanelProps) {
  const styles = useStyles();
  const stateId = queryValue.positiveInt(params.get('stateId')) ?? null;
  const municipalityId =
    stateId === null ? null : (queryValue.positiveInt(params.get('municipalityId')) ?? null);
  const localities = queryState(
    useQuery({
      queryKey: locationKeys.localities(municipalityId ?? 0),
      queryFn: () => loadLocalities(municipalityId),
    }),
  );
  // The chosen state's municipalities (the picker's query), to name the chosen one.
  const municipalities = queryState(
    useQuery({ ...locationQueries.municipalities(stateId ?? 0), enabled: stateId !== null }),
  );
  const [dialog, setDialog] = useState<{ locality: Locality | null } | null>(null);
  const q = params.get('q')?.trim() ?? '';
  const sort = sortOf(params.get('sort'), SORTS, DEFAULT_SORT);
  const size = pageSizeOf(params.get('size'), DEFAULT_PAGE_SIZE);
  const requestedPage = queryValue.positiveInt(params.get('page')) ?? 1;

  const page = useMemo(() => {
    if (localities.status !== 'ready') return null;
    const wanted = searchKey(q);
    const { column, sign } = sortParts(sort);
    const rows = localities.data
      .filter((locality) => searchKey(`${locality.name} ${locality.postalCode ?? ''}`).includes(wanted))
      .sort((a, b) =>
        column === 'postalCode'
          ? sign * (a.postalCode ?? '').localeCompare(b.postalCode ?? '') || compareText(a.name, b.name)
          : sign * compareText(a.name, b.name),
      );
    return pageOf(rows, requestedPage, size);
  }, [localities, q, sort, requestedPage, size]);

  const chosen =
    municipalities.status === 'ready'
      ? (municipalities.data.find((municipality) => municipality.id === municipalityId) ?? null)
      : null;
  const columns = [
    sortedGridColumn<Locality>('name', text.columns.name, (locality) => locality.name),
    sortedGridColumn<Locality>(
      'postalCode',
      text.columns.postalCode,
      (locality) => locality.postalCode ?? text.noPostalCode,
    ),
    gridColumn<Locality>('actions', text.columns.actions, (locality) => (
      <Tooltip content={text.edit(locality.name)} relationship="label">
        <Button appearance="subtle" icon={<Edit20Regular />} onClick={() => setDialog({ locality })} />
      </Tooltip>
    )),
  ];

  return (
    <>
      <p className={styles.intro}>{text.intro}</p>
      <div className={styles.picker}>
        <LocationPicker
          value={{ stateId, municipalityId, localityId: null }}
          withLocality={false}
          onChange={(place) =>
            onParamsChange({
              stateId: place.stateId ?? undefined,
              municipalityId: place.municipalityId ?? undefined,
              q: undefined,
              page: undefined,
            })
          }
        />
      </div>
      {municipalityId !== null ? (
        <>
          <div className={styles.bar}>
            <SearchFilter
              className={styles.search}
              label={text.search}
              placeholder={text.searchPlaceholder}
              value={q || undefined}
              onSearch={(typed) => onParamsChange({ q: typed.trim(), page: undefined })}
            />
            <Button
              appearance="primary"
              icon={<Add20Regular />}
              disabled={!chosen}
              onClick={() => setDialog({ locality: null })}
            >
              {text.add}
            </Button>
          </div>
          <LocalitiesList
            localities={localities}
            page={page}
            isFiltered={q !== ''}
            onClearFilters={() => onParamsChange({ q: undefined, page: undefined })}
          >
            {page ? (
              <ServerSortedGrid
                items={page.data}
                columns={columns}
                sorts={SORTS}
                sort={sort}
                onSortChange={(next) =>
                  onParamsChange({ sort: sortParam(next, DEFAULT_SORT), page: undefined })
                }
                label={chosen?.name ?? text.columns.name}
                layout={LAYOUT}
                minWidth="300px"
              />
            ) : null}
          </LocalitiesList>
          {page && page.totalRecords > 0 ? (
            <AddressPagination
              meta={page}
              size={size}
              defaultSize={DEFAULT_PAGE_SIZE}
              onParamsChange={onParamsChange}
            />
          ) : null}
        </>
      ) : null}
      {dialog && chosen ? (
        <LocalityDialog
          municipality={chosen}
          locality={dialog.locality}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void locationsChanged();
          }}
        />
      ) : null}
    </>
  );
}

interface LocalitiesListProps {
  localities: QueryState<Locality[]>;
  page: { totalRecords: number } | null;
  isFiltered: boolean;
  onClearFilters: () => void;
  children: ReactNode;
}

/** Loading, failed, empty (with a way out of the search) or the grid. */
function LocalitiesList({ localities, page, isFiltered, onClearFilters, children }: LocalitiesListProps) {
  if (localities.status === 'loading') return <ListSkeleton label={text.loading} />;
  if (localities.status === 'failed')
    return <ListError title={text.loadFailed} message={localities.message} onRetry={localities.retry} />;
  if (page && page.totalRecords === 0)
    return (
      <ListEmpty
        message={isFiltered ? text.empty : text.nothingYet}
        canClearFilters={isFiltered}
        onClearFilters={onClearFilters}
      />
    );
  return <>{children}</>;
}
