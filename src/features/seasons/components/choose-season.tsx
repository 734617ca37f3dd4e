// Every season read for a page that picks among them, and what update/{id?} and details/{id?} show
// when the address names no season: a picker that opens the chosen season's page.
import { useQuery } from '@tanstack/react-query';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Season } from '../../../../domain/catalog.ts';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { seasonStrings } from '../strings.ts';
import { queryState } from '../../../lib/query-state.ts';
import { seasonQueries } from '../queries.ts';
import { SeasonPicker } from './season-picker.tsx';

/** Every season, once read (`children` draws the page from them); while loading, a failed read, or none. */
export function WithEverySeason({ children }: { children: (seasons: Season[]) => ReactNode }) {
  const loaded = queryState(useQuery(seasonQueries.every()));
  if (loaded.status === 'loading') return <PageLoading />;
  if (loaded.status === 'failed') return <LoadFailed error={loaded.error} onRetry={loaded.retry} />;
  if (loaded.data.length === 0) {
    return (
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>{seasonStrings.picker.none}</MessageBarBody>
      </MessageBar>
    );
  }
  return children(loaded.data);
}

export function ChooseSeason({ hint, pathOf }: { hint: string; pathOf: (id: number) => string }) {
  const navigate = useNavigate();
  return (
    <WithEverySeason>
      {(seasons) => (
        <SeasonPicker
          seasons={seasons}
          value={undefined}
          hint={hint}
          onChange={(id) => void navigate(pathOf(id))}
        />
      )}
    </WithEverySeason>
  );
}
