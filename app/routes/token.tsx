import { useParams } from 'react-router-dom';
import { infoPageForToken } from '../../contract/infoPages';
import { NotFoundPage } from '../errors/NotFoundPage';
import { InfoPageRoute } from '../info/InfoPageRoute';

/**
 * Route `token` (SPEC §2 `{token}`): an info page reached by a short address (`/terms`, `/impressum`, `/kundeservice`,
 * see contract/infoPages.ts); any other single segment is the 404 page.
 */
export function Component() {
  const { token } = useParams();
  const page = infoPageForToken(token);
  return page ? <InfoPageRoute page={page} /> : <NotFoundPage />;
}
