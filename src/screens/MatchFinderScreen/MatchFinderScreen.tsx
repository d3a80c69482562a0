import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SWIPE_LIKES_PER_DAY } from '../../../contract/constants';
import type { MemberCard } from '../../../contract/members';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { LikesLeft } from '../../components/LikesLeft';
import type { FictionalWording } from '../../components/MemberCard/MemberCard';
import { clockTime } from '../../components/MessageBubble/chatDates';
import { SwipeDeck, SwipeDeckSkeleton } from '../../components/SwipeDeck';
import { AlertText, Header, Intro, Panel, PanelText, PanelTitle, ScreenRoot, Title } from './MatchFinderScreen.styles';

export interface MatchFinderScreenProps {
  /** Suggestions from the search rules, the next one first; the app drops each once it is liked or passed. */
  suggestions: readonly MemberCard[];
  onLike: (id: number) => void;
  onPass: (id: number) => void;
  /** The suggestion being saved. */
  pendingId?: number | null;
  /** Swipe likes left today, shared with the swipe game (the server counts them in the member's time zone). */
  likesLeft: number;
  /** Swipe likes per day (SPEC §9: 4). */
  limit?: number;
  /** When the likes start again (the member's next midnight, ISO-8601); shown when they are used up. */
  resetsAt?: string | null;
  loading?: boolean;
  /** Loading failed (already translated). */
  error?: string;
  onRetry?: () => void;
  /** Saving the last like or pass failed (already translated); the card stays to try again. */
  actionError?: string;
  /** More suggestions (when the stack runs out). */
  onReload?: () => void;
  profileHref: (id: number) => string;
  /** The search (`/members`), when no suggestions are left. */
  membersHref: string;
  /** The likes page (`/likes`). */
  likesHref: string;
  fictional?: FictionalWording;
}

/**
 * `/match-finder`: suggested members from the search rules, one card at a time, to drag right (like) or left (pass),
 * or to choose with the buttons and arrow keys. Its likes count against the same 4 a day as the swipe game (SPEC §9):
 * once they are used up it says so and until when, and only passing is offered. When the cards run out: more
 * suggestions, the search, or the likes.
 */
export function MatchFinderScreen({
  suggestions,
  onLike,
  onPass,
  pendingId = null,
  likesLeft,
  limit = SWIPE_LIKES_PER_DAY,
  resetsAt = null,
  loading = false,
  error,
  onRetry,
  actionError,
  onReload,
  profileHref,
  membersHref,
  likesHref,
  fictional,
}: MatchFinderScreenProps) {
  const { t, i18n } = useTranslation('likes');
  const titleId = useId();
  const left = Math.max(0, Math.min(limit, Math.floor(likesLeft)));
  const resets = resetsAt ? new Date(resetsAt) : null;
  const limitReached = left === 0 && !loading && !error;

  let body;
  if (loading) {
    body = <SwipeDeckSkeleton label={t('match_finder.loading')} />;
  } else if (error) {
    body = (
      <Alert
        tone="danger"
        title={t('match_finder.error_title')}
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : undefined
        }
      >
        <AlertText>{error}</AlertText>
      </Alert>
    );
  } else if (suggestions.length === 0) {
    body = (
      <Panel data-empty="">
        <Icon name="search" size="2.5rem" />
        <PanelTitle>{t('match_finder.empty_title')}</PanelTitle>
        <PanelText>{t('match_finder.empty_body')}</PanelText>
        <div>
          {onReload ? (
            <Button onClick={onReload} iconStart={<Icon name="flame" />}>
              {t('match_finder.reload')}
            </Button>
          ) : null}
          <Button href={membersHref} variant="outline" iconStart={<Icon name="search" />}>
            {t('empty.find_members')}
          </Button>
          <Button href={likesHref} variant="ghost" iconStart={<Icon name="heart" />}>
            {t('match_finder.see_likes')}
          </Button>
        </div>
      </Panel>
    );
  } else {
    body = (
      <SwipeDeck
        cards={suggestions}
        onLike={onLike}
        onPass={onPass}
        pendingId={pendingId}
        likeDisabled={left === 0}
        profileHref={profileHref}
        fictional={fictional}
      />
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <Title id={titleId}>{t('match_finder.title')}</Title>
        <Intro>{t('match_finder.intro')}</Intro>
        {loading || error ? null : <LikesLeft left={left} limit={limit} />}
      </Header>
      {limitReached ? (
        <Alert tone="info" title={t('swipe_game.limit_title', { count: limit })} data-limit-reached="">
          <AlertText>
            {resets && !Number.isNaN(resets.getTime())
              ? t('match_finder.limit_body_at', { time: clockTime(resets, i18n.language) })
              : t('match_finder.limit_body')}
          </AlertText>
        </Alert>
      ) : null}
      {actionError && !loading && !error ? (
        <Alert tone="danger" data-action-error="">
          <AlertText>{actionError}</AlertText>
        </Alert>
      ) : null}
      {body}
    </ScreenRoot>
  );
}
