// A record that does not exist, or is not the person's to see (the API answers 404 for both, so
// nobody learns what lies outside their scope): one component and one wording on every record page,
// shown beside the page's own way back to its list.
import { uiStrings } from './ui-strings.ts';
import { Notice } from './notice.tsx';

export function RecordNotFound() {
  return (
    <Notice intent="warning" title={uiStrings.recordNotFound.title}>
      {uiStrings.recordNotFound.body}
    </Notice>
  );
}
