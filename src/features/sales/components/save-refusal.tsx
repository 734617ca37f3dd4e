// Why the server refused a sale, Dkbono or payments, inline; a record changed by someone else
// offers to load it again instead of a dead end.
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { isApiError } from '../../../lib/api-client.ts';
import { FormError } from '../../../lib/ui/form-error.tsx';

export interface SaveRefusalProps {
  title: string;
  message: string | null;
  error: unknown;
  /** Codes that mean "reload and try again", with the message to show for them. */
  staleCodes?: Partial<Record<string, string>>;
  reloadLabel?: string;
  onReload?: () => void;
}

export function SaveRefusal({
  title,
  message,
  error,
  staleCodes = {},
  reloadLabel,
  onReload,
}: SaveRefusalProps) {
  const staleMessage = isApiError(error) ? staleCodes[error.code] : undefined;
  if (staleMessage && onReload) {
    return (
      <MessageBar intent="warning" layout="multiline" politeness="assertive">
        <MessageBarBody>
          <MessageBarTitle>{title}</MessageBarTitle>
          {staleMessage}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={onReload}>{reloadLabel}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return <FormError title={title} message={message} />;
}
