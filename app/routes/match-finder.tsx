import { useTranslation } from 'react-i18next';
import { pathFor } from '../../contract/routes';
import { MatchFinderScreen } from '../../src/screens/MatchFinderScreen';
import { browserTimeZone, swipe, useDeck, useLikeWithMatch, useMatchFinder } from '../data/likes';
import { useSettings } from '../data/site';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { fictionalWording } from '../rules/fictionalWording';

/**
 * Route `match-finder` (SPEC §2 /match-finder): suggestions from the search rules, one at a time. A like is an
 * ordinary like (no daily limit) and may make a match; a pass is remembered by the server, so the member is not
 * suggested again (here or in the swipe game).
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { data, error, isLoading, mutate } = useMatchFinder();
  const deck = useDeck(data?.results);
  const like = useLikeWithMatch();
  useRouteTitle(t('pages:page_title', { page: t('likes:match_finder.title'), site: settings.name }));

  return (
    <MatchFinderScreen
      suggestions={deck.cards}
      onLike={(id) => void deck.decide(id, () => like(id))}
      onPass={(id) => void deck.decide(id, () => swipe(id, false, browserTimeZone()))}
      pendingId={deck.pendingId}
      actionError={deck.error ? apiErrorMessage(t, deck.error) : undefined}
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
