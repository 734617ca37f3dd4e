// What a form page shows while its data loads, and when loading failed (with a retry).
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from '@fluentui/react-components';
import { isApiError } from '../api-client.ts';
import { isNetworkError } from '../offline/connection.ts';
import { readErrorMessage } from '../query-state.ts';
import { RecordNotFound } from './record-not-found.tsx';
import { uiStrings } from './ui-strings.ts';

export function PageLoading() {
  return <Spinner label={uiStrings.loading} labelPosition="below" />;
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // Retrying cannot find a record that does not exist (or is not the user's).
  if (isApiError(error) && error.statusCode === 404) return <RecordNotFound />;
  return (
    <MessageBar intent="error" layout="multiline" politeness="assertive">
      <MessageBarBody>
        <MessageBarTitle>{isNetworkError(error) ? uiStrings.offline : uiStrings.loadFailed}</MessageBarTitle>
        {readErrorMessage(error)}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{uiStrings.retry}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
