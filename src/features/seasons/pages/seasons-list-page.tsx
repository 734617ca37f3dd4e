// "Temporadas" (docs/requirements.md §2 seasons/list, every staff role): the seasons with
// open-for-sales and open-for-Dkbonos badges, filters, sort and pages in the URL. Admin and
// Coordinator also get the inventory sub-view (docs/requirements.md §3), new seasons, and each
// season's detail, edit and inventory; a Supervisor's season names open the season's overview.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { ROUTES, canOpen } from '../../../../domain/app-routes.ts';
import type { Season } from '../../../../domain/catalog.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { ListFrame } from '../../../lib/ui/list-frame.tsx';
import { PagedListBody } from '../../../lib/ui/paged-list-body.tsx';
import { useListView } from '../../../lib/use-list-view.ts';
import { SeasonFiltersBar } from '../components/season-filters.tsx';
import { SeasonsGrid } from '../components/seasons-grid.tsx';
import { SeasonsTabs } from '../components/seasons-tabs.tsx';
import { seasonListSpec } from '../list-query.ts';
import { seasonDetailsPath, seasonOverviewPath } from '../paths.ts';
import { queryState } from '../../../lib/query-state.ts';
import { seasonQueries } from '../queries.ts';
import { seasonStrings } from '../strings.ts';

const text = seasonStrings.list;

export default function SeasonsListPage() {
  const navigate = useNavigate();
  const role = useAtomValue(currentRoleAtom);
  const list = useListView(seasonListSpec);
  const load = queryState(useQuery(seasonQueries.list(list.request)));
  const canManage = canOpen(ROUTES.seasonRegister, role);
  // A season's name opens its detail where the role may (Admin, Coordinator), else its overview
  // (Supervisor).
  const nameLinkOf = canOpen(ROUTES.seasonDetails, role)
    ? (season: Season) => seasonDetailsPath(season.id)
    : canOpen(ROUTES.seasonOverview, role)
      ? (season: Season) => seasonOverviewPath(season.id)
      : undefined;

  return (
    <ListFrame
      lead={canManage ? <SeasonsTabs current="list" /> : undefined}
      actions={
        canManage ? (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => void navigate(ROUTES.seasonRegister.path)}
          >
            {text.newSeason}
          </Button>
        ) : null
      }
    >
      <SeasonFiltersBar filters={list.view.filters} onChange={list.setFilters} />
      <PagedListBody load={load} texts={text} list={list}>
        {(seasons) => (
          <SeasonsGrid
            seasons={seasons}
            sort={list.view.sort}
            onSortChange={list.setSort}
            canManage={canManage}
            nameLinkOf={nameLinkOf}
          />
        )}
      </PagedListBody>
    </ListFrame>
  );
}
