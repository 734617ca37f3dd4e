// StateZonesLocalitiesPage (docs/requirements.md §2 locations/state-zones-localities, Admin): two views in tabs
// that follow the URL (?view=localities): each state's zone, changed in place, and the localities
// of a chosen municipality, added and edited here.
import { Tab, TabList } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { ListFrame } from '../../../lib/ui/list-frame.tsx';
import { LocalitiesPanel } from '../components/localities-panel.tsx';
import { StateZonesPanel } from '../components/state-zones-panel.tsx';
import { patchedSearch } from '../list-view.ts';
import { stateZoneStrings } from '../strings.ts';

type View = 'states' | 'localities';
const text = stateZoneStrings.tabs;

export default function StateZonesLocalitiesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'localities' ? 'localities' : 'states';

  const update = (patch: Record<string, string | number | undefined>) =>
    setSearchParams(patchedSearch(searchParams, patch));

  return (
    <ListFrame
      lead={
        <TabList
          selectedValue={view}
          aria-label={text.label}
          onTabSelect={(_, data) => {
            // Each view has its own search, sort and page: the other view starts clean.
            if (data.value !== view)
              setSearchParams(data.value === 'localities' ? { view: 'localities' } : {});
          }}
        >
          <Tab value="states">{text.states}</Tab>
          <Tab value="localities">{text.localities}</Tab>
        </TabList>
      }
    >
      {view === 'states' ? (
        <StateZonesPanel params={searchParams} onParamsChange={update} />
      ) : (
        <LocalitiesPanel params={searchParams} onParamsChange={update} />
      )}
    </ListFrame>
  );
}
