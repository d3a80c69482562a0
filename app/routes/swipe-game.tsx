import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { SwipeAllowance } from '../../contract/likes';
import { pathFor } from '../../contract/routes';
import { SwipeGameScreen } from '../../src/screens/SwipeGameScreen';
import { isApiError } from '../api/client';
import { browserTimeZone, LIKES_KEY, swipe, useDeck, useSwipeState } from '../data/likes';
import { useSettings } from '../data/site';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { reportMatch } from '../realtime/matches';
import { fictionalWording } from '../rules/fictionalWording';

/**
 * Route `swipe-game` (SPEC §2 /swipe-game): cards to like or pass with at most 4 likes a day (SPEC §9), counted by
 * the server in the member's time zone. Each answer carries the allowance left; a like over the limit (429
 * swipe_limit, another tab used it up) shows the limit reached.
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { mutate } = useSWRConfig();
  const [timeZone] = useState(browserTimeZone);
  const { data, error, isLoading, mutate: reload } = useSwipeState(timeZone);
  const deck = useDeck(data?.results);
  const [allowance, setAllowance] = useState<SwipeAllowance | null>(null);
  useRouteTitle(t('pages:page_title', { page: t('likes:swipe_game.title'), site: settings.name }));

  const current = allowance ?? data?.allowance ?? null;

  const decide = (id: number, liked: boolean) =>
    void deck.decide(id, async () => {
      try {
        const answer = await swipe(id, liked, timeZone);
        setAllowance(answer.allowance);
        if (answer.match) reportMatch({ id });
        if (answer.liked) void mutate(LIKES_KEY);
      } catch (failure) {
        if (isApiError(failure) && failure.code === 'swipe_limit' && current) {
          setAllowance({ ...current, likes_left: 0 });
          return;
        }
        throw failure;
      }
    });

  return (
    <SwipeGameScreen
      cards={deck.cards}
      onLike={(id) => decide(id, true)}
      onPass={(id) => decide(id, false)}
      pendingId={deck.pendingId}
      actionError={deck.error ? apiErrorMessage(t, deck.error) : undefined}
      likesLeft={current?.likes_left ?? 0}
      limit={current?.limit}
      resetsAt={current?.resets_at ?? null}
      loading={isLoading && !data}
      error={error && !data ? apiErrorMessage(t, error) : undefined}
      onRetry={() => void reload()}
      profileHref={(id) => pathFor('members-id', { id })}
      membersHref={pathFor('members')}
      matchFinderHref={pathFor('match-finder')}
      fictional={fictionalWording(settings, 1)}
    />
  );
}
