// Why the server refused a sale, Dkbono or payments, inline; a record changed by someone else
// offers to load it again instead of a dead end. On a long form (a phone) the message sits above
// the fold, so it is brought into view when it appears.
import { Button } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { Notice } from '../../../lib/ui/notice.tsx';

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
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) anchor.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;

  const staleMessage = isApiError(error) ? staleCodes[error.code] : undefined;
  return (
    <div ref={anchor}>
      {staleMessage && onReload ? (
        <Notice
          intent="warning"
          politeness="assertive"
          title={title}
          action={<Button onClick={onReload}>{reloadLabel}</Button>}
        >
          {staleMessage}
        </Notice>
      ) : (
        <FormError title={title} message={message} />
      )}
    </div>
  );
}
