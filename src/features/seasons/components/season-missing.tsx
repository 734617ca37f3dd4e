// A season that does not exist (or an address that names none properly), instead of a retry.
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { isApiError } from '../../../lib/api-client.ts';
import { LoadFailed } from '../../../lib/ui/load-state.tsx';
import { seasonStrings } from '../strings.ts';

export function SeasonMissing() {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{seasonStrings.detail.notFound}</MessageBarBody>
    </MessageBar>
  );
}

export function SeasonLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.statusCode === 404) return <SeasonMissing />;
  return <LoadFailed error={error} onRetry={onRetry} />;
}
