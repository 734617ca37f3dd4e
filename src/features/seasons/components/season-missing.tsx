// A season that does not exist (or an address that names none properly), instead of a retry.
import { isApiError } from '../../../lib/api-client.ts';
import { LoadFailed } from '../../../lib/ui/load-state.tsx';
import { RecordNotFound } from '../../../lib/ui/record-not-found.tsx';

export function SeasonMissing() {
  return <RecordNotFound />;
}

export function SeasonLoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.statusCode === 404) return <SeasonMissing />;
  return <LoadFailed error={error} onRetry={onRetry} />;
}
