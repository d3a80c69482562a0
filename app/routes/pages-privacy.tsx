import { InfoPageRoute } from '../info/InfoPageRoute';

/** Route `pages-privacy` (SPEC §2): an info page in the site's words and the reader's language. */
export function Component() {
  return <InfoPageRoute page="privacy" />;
}
