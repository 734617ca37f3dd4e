// PartnersPage (docs/requirements.md §2 partners/list/:type, default DISTRIBUTOR): one tab per partner type that
// follows the address; filters, page, size and sort live in the URL query. Admin and Coordinator
// create and edit; a Supervisor reads.
import { Button, Tab, TabList, makeStyles } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PARTNER_TYPE_LABELS, PARTNER_TYPES, type PartnerType } from '../../../../domain/partners.ts';
import { can } from '../../../../domain/policy.ts';
import { writeListView } from '../../../lib/list-view.ts';
import { locationQueries } from '../../../lib/locations/queries.ts';
import { queryState } from '../../../lib/query-state.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { ListFrame } from '../../../lib/ui/list-frame.tsx';
import { PagedListBody } from '../../../lib/ui/paged-list-body.tsx';
import { useListView } from '../../../lib/use-list-view.ts';
import { PartnerListFilters } from '../components/partner-list-filters.tsx';
import { PartnersGrid } from '../components/partners-grid.tsx';
import { PARTNER_LIST_VIEW, partnerTypeOf } from '../list-query.ts';
import { partnerCreatePath, partnersListPath } from '../paths.ts';
import { partnerQueries } from '../queries.ts';
import { partnerStrings } from '../strings.ts';

// On phones the three type names wrap onto a second row rather than hiding off screen.
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap', maxWidth: '100%' } });

export default function PartnersListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const params = useParams();
  const role = useAtomValue(currentRoleAtom);
  const type = partnerTypeOf(params.type);
  const list = useListView(PARTNER_LIST_VIEW);
  const request = useMemo(() => ({ ...list.request, type }), [list.request, type]);
  const load = queryState(useQuery(partnerQueries.list(request)));
  const canEdit = can(role, 'editPartner');
  // Only the Admin sees more than one zone; the zone filter is a convenience the list works without.
  const hasZoneFilter = can(role, 'workAcrossZones');
  const zones = useQuery({ ...locationQueries.zones(), enabled: hasZoneFilter }).data ?? [];

  // Another type starts on its first page with the same filters and sort.
  const showType = (next: PartnerType) => {
    const query = writeListView(PARTNER_LIST_VIEW, { ...list.view, page: 1 }).toString();
    void navigate({ pathname: partnersListPath(next), search: query ? `?${query}` : '' });
  };

  const tabs = (
    <TabList
      className={styles.tabs}
      selectedValue={type}
      onTabSelect={(_, data) => {
        const next = partnerTypeOf(String(data.value));
        if (next !== type) showType(next);
      }}
      aria-label={partnerStrings.tabs.label}
    >
      {PARTNER_TYPES.map((partnerType) => (
        <Tab key={partnerType} value={partnerType}>
          {PARTNER_TYPE_LABELS[partnerType].plural}
        </Tab>
      ))}
    </TabList>
  );
  const actions = canEdit ? (
    <Button
      appearance="primary"
      icon={<Add20Regular />}
      onClick={() => void navigate(partnerCreatePath(type))}
    >
      {partnerStrings.toolbar.create(type)}
    </Button>
  ) : null;

  return (
    <ListFrame lead={tabs} actions={actions}>
      <PartnerListFilters
        filters={list.view.filters}
        zones={hasZoneFilter ? zones : null}
        onChange={list.setFilters}
      />
      <PagedListBody load={load} texts={partnerStrings.list(type)} list={list}>
        {(partners) => (
          <PartnersGrid
            partners={partners}
            label={PARTNER_TYPE_LABELS[type].plural}
            sort={list.view.sort}
            onSortChange={list.setSort}
            canEdit={canEdit}
          />
        )}
      </PagedListBody>
    </ListFrame>
  );
}
