import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../errors/NotFoundPage';
import { likesTabOf } from '../rules/likesTab';
import { LikesPage } from './likes';

/** Route `likes-type` (SPEC §2 /likes/{type}): the likes page on the tab {type} (`liked_by` or `mine`). */
export function Component() {
  const { type } = useParams();
  const tab = likesTabOf(type);
  if (tab === null) return <NotFoundPage />;
  return <LikesPage tab={tab} />;
}
