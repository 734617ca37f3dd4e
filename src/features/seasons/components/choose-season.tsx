// What update/{id?} and details/{id?} show when the address names no season: a picker that opens
// the chosen season's page.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { listAllSeasons } from '../api/list-seasons.ts';
import { seasonStrings } from '../strings.ts';
import { SeasonPicker } from './season-picker.tsx';

export function ChooseSeason({ hint, pathOf }: { hint: string; pathOf: (id: number) => string }) {
  const navigate = useNavigate();
  const loaded = useLoaded(listAllSeasons);
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.reload} />;
  if (loaded.data.length === 0) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{seasonStrings.picker.none}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <SeasonPicker
      seasons={loaded.data}
      value={undefined}
      hint={hint}
      onChange={(id) => void navigate(pathOf(id))}
    />
  );
}
