import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { LikesScreen, type LikesTab } from '../../src/screens/LikesScreen';
import { useLikes, useLikeWithMatch } from '../data/likes';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { fictionalWording } from '../rules/fictionalWording';
import { DEFAULT_LIKES_TAB } from '../rules/likesTab';

/**
 * The likes page with its tabs (SPEC §2 `/likes`, `/likes/{type}`): who likes the member (new likes first, SPEC §4)
 * and whom the member likes. A like back makes a match, which opens the match modal; a profile opened from here is
 * `/likes/m/{id}`, which clears the like's "new" flag.
 */
export function LikesPage({ tab }: { tab: LikesTab }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const navigate = useNavigate();
  const { account, newLikes } = useViewer();
  const { data, error, isLoading, mutate } = useLikes(account !== null);
  const likeBack = useLikeWithMatch();
  const [pendingIds, setPendingIds] = useState<readonly number[]>([]);
  useRouteTitle(t('pages:page_title', { page: t('likes:title'), site: settings.name }));

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onLikeBack = (id: number) => {
    setPendingIds((current) => [...current, id]);
    likeBack(id)
      // The list is read again either way: a member who is gone leaves it.
      .catch(() => mutate())
      .finally(() => {
        if (mounted.current) setPendingIds((current) => current.filter((pending) => pending !== id));
      });
  };

  return (
    <LikesScreen
      tab={tab}
      tabHref={(value) => (value === DEFAULT_LIKES_TAB ? pathFor('likes') : pathFor('likes-type', { type: value }))}
      onTabClick={(value, event) => {
        event.preventDefault();
        void navigate(value === DEFAULT_LIKES_TAB ? pathFor('likes') : pathFor('likes-type', { type: value }));
      }}
      likedBy={data?.liked_by ?? []}
      mine={data?.profiles ?? []}
      newLikes={data?.new_likes ?? newLikes}
      loading={(isLoading || !account) && !data}
      error={error && !data ? apiErrorMessage(t, error) : undefined}
      onRetry={() => void mutate()}
      profileHref={(id) => pathFor('likes-m-id', { id })}
      chatHref={(id) => pathFor('members-id-chat', { id })}
      onLikeBack={onLikeBack}
      pendingIds={pendingIds}
      membersHref={pathFor('members')}
      swipeGameHref={pathFor('swipe-game')}
      fictional={fictionalWording(settings, 1)}
    />
  );
}

/** Route `likes` (SPEC §2 /likes): the received likes tab. */
export function Component() {
  return <LikesPage tab={DEFAULT_LIKES_TAB} />;
}
