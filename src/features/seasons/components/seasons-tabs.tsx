// The two sub-views of the seasons (docs/requirements.md §3): the list, and the inventory for Admin and Coordinator.
import { Tab, TabList } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { canOpen } from '../../../../domain/app-routes.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { seasonStrings } from '../strings.ts';

export type SeasonSubView = 'list' | 'inventory';

const PATHS: Record<SeasonSubView, string> = {
  list: ROUTES.seasons.path,
  inventory: ROUTES.seasonInventory.path,
};

export function SeasonsTabs({ current }: { current: SeasonSubView }) {
  const navigate = useNavigate();
  const role = useAtomValue(currentRoleAtom);
  if (!canOpen(ROUTES.seasonInventory, role)) return null;
  return (
    <TabList
      selectedValue={current}
      aria-label={seasonStrings.tabs.label}
      onTabSelect={(_, data) => {
        if (data.value !== current) void navigate(data.value === 'inventory' ? PATHS.inventory : PATHS.list);
      }}
    >
      <Tab value="list">{seasonStrings.tabs.list}</Tab>
      <Tab value="inventory">{seasonStrings.tabs.inventory}</Tab>
    </TabList>
  );
}
