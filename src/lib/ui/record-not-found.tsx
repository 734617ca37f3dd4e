// A record that does not exist, or is not the person's to see (the API answers 404 for both, so
// nobody learns what lies outside their scope): one component and one wording on every record page,
// shown beside the page's own way back to its list.
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { uiStrings } from './ui-strings.ts';

export function RecordNotFound() {
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{uiStrings.recordNotFound.title}</MessageBarTitle>
        {uiStrings.recordNotFound.body}
      </MessageBarBody>
    </MessageBar>
  );
}
