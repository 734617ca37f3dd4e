// A titled message in the page's flow: what happened (a link sent, a record missing, a load that
// failed) in a bold title over its explanation, with at most one way on beside it (try again,
// reload). Multiline, so a long Spanish sentence wraps on a phone instead of being cut.
import {
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  type MessageBarProps,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface NoticeProps {
  intent: MessageBarProps['intent'];
  title: ReactNode;
  /** Fluent's default follows the intent (only 'info' is polite); a form's outcome says its own. */
  politeness?: MessageBarProps['politeness'];
  /** The one button that acts on the notice. */
  action?: ReactNode;
  children: ReactNode;
}

export function Notice({ intent, title, politeness, action, children }: NoticeProps) {
  return (
    <MessageBar intent={intent} layout="multiline" politeness={politeness}>
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {children}
      </MessageBarBody>
      {action ? <MessageBarActions>{action}</MessageBarActions> : null}
    </MessageBar>
  );
}
