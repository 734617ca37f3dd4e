// What a form page shows while its data loads, and when loading failed (with a retry).
import { Button, Spinner } from '@fluentui/react-components';
import { isApiError } from '../api-client.ts';
import { isNetworkError } from '../offline/connection.ts';
import { readErrorMessage } from '../query-state.ts';
import { RecordNotFound } from './record-not-found.tsx';
import { uiStrings } from './ui-strings.ts';
import { Notice } from './notice.tsx';

export function PageLoading() {
  return <Spinner label={uiStrings.loading} labelPosition="below" />;
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // Retrying cannot find a record that does not exist (or is not the user's).
  if (isApiError(error) && error.statusCode === 404) return <RecordNotFound />;
  return (
    <Notice
      intent="error"
      politeness="assertive"
      title={isNetworkError(error) ? uiStrings.offline : uiStrings.loadFailed}
      action={<Button onClick={onRetry}>{uiStrings.retry}</Button>}
    >
      {readErrorMessage(error)}
    </Notice>
  );
}
