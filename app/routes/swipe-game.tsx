import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../contract/routes';
import { SwipeGameScreen } from '../../src/screens/SwipeGameScreen';
import { browserTimeZone, useSwipeDeck, useSwipeState } from '../data/likes';
import { useSettings } from '../data/site';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { fictionalWording } from '../rules/fictionalWording';

/**
 * Route `swipe-game` (SPEC §2 /swipe-game): cards to like or pass with at most 4 likes a day (SPEC §9), counted by
 * the server in the member's time zone and shared with the match finder. Each answer carries the allowance left; a
 * like over the limit (429 swipe_limit, another tab used it up) shows the limit reached.
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [timeZone] = useState(browserTimeZone);
  const { data, error, isLoading, mutate: reload } = useSwipeState(timeZone);
  const deck = useSwipeDeck(data?.results, data?.allowance, timeZone);
  useRouteTitle(t('pages:page_title', { page: t('likes:swipe_game.title'), site: settings.name }));

  return (
    <SwipeGameScreen
      cards={deck.cards}
      onLike={deck.like}
      onPass={deck.pass}
      pendingId={deck.pendingId}
      actionError={deck.actionError ? apiErrorMessage(t, deck.actionError) : undefined}
      likesLeft={deck.allowance?.likes_left ?? 0}
      limit={deck.allowance?.limit}
      resetsAt={deck.allowance?.resets_at ?? null}
      loading={isLoading && !data}
      error={error && !data ? apiErrorMessage(t, error) : undefined}
      onRetry={() => void reload()}
      profileHref={(id) => pathFor('members-id', { id })}
      membersHref={pathFor('members')}
      likesHref={pathFor('likes')}
      fictional={fictionalWording(settings, 1)}
    />
  );
}
