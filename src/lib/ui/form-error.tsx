// The one place a form shows why the server refused it, inline and announced to screen readers
// (a toast alone disappears before a slow reader gets to it).
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

export function FormError({ title, message }: { title?: string; message: string | null }) {
  if (!message) return null;
  return (
    <MessageBar intent="error" politeness="assertive" layout="multiline">
      <MessageBarBody>
        {title ? <MessageBarTitle>{title}</MessageBarTitle> : null}
        {message}
      </MessageBarBody>
    </MessageBar>
  );
}
