import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../../contract/routes';
import { MatchFinderScreen } from '../../src/screens/MatchFinderScreen';
import { browserTimeZone, useMatchFinder, useSwipeDeck } from '../data/likes';
import { useSettings } from '../data/site';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { fictionalWording } from '../rules/fictionalWording';

/**
 * Route `match-finder` (SPEC §2 /match-finder): suggestions from the search rules, one card at a time. Its likes are
 * swipe likes: they may make a match and count against the same 4 a day as the swipe game (SPEC §9); a pass is
 * remembered by the server, so the member is not suggested again (here or in the swipe game).
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [timeZone] = useState(browserTimeZone);
  const { data, error, isLoading, mutate } = useMatchFinder(timeZone);
  const deck = useSwipeDeck(data?.results, data?.allowance, timeZone);
  useRouteTitle(t('pages:page_title', { page: t('likes:match_finder.title'), site: settings.name }));

  return (
    <MatchFinderScreen
      suggestions={deck.cards}
      onLike={deck.like}
      onPass={deck.pass}
      pendingId={deck.pendingId}
      actionError={deck.actionError ? apiErrorMessage(t, deck.actionError) : undefined}
      likesLeft={deck.allowance?.likes_left ?? 0}
      limit={deck.allowance?.limit}
      resetsAt={deck.allowance?.resets_at ?? null}
      loading={isLoading && !data}
      error={error && !data ? apiErrorMessage(t, error) : undefined}
      onRetry={() => void mutate()}
      onReload={() => {
        deck.reset();
        void mutate();
      }}
      profileHref={(id) => pathFor('members-id', { id })}
      membersHref={pathFor('members')}
      likesHref={pathFor('likes')}
      fictional={fictionalWording(settings, 1)}
    />
  );
}
