import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SWIPE_LIKES_PER_DAY } from '../../../contract/constants';
import type { MemberCard } from '../../../contract/members';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import type { FictionalWording } from '../../components/MemberCard/MemberCard';
import { LikesLeft } from '../../components/LikesLeft';
import { clockTime } from '../../components/MessageBubble/chatDates';
import { SwipeDeck, SwipeDeckSkeleton } from '../../components/SwipeDeck';
import { AlertText, Header, Intro, Panel, PanelText, PanelTitle, ScreenRoot, Title } from './SwipeGameScreen.styles';

export interface SwipeGameScreenProps {
  /** The cards, the next one first; the app drops each once it is liked or passed. */
  cards: readonly MemberCard[];
  onLike: (id: number) => void;
  onPass: (id: number) => void;
  /** The card being saved. */
  pendingId?: number | null;
  /** Likes left today (the server counts them in the member's time zone). */
  likesLeft: number;
  /** Likes per day (SPEC §9: 4). */
  limit?: number;
  /** When the likes start again (the member's next midnight, ISO-8601); shown in the limit state. */
  resetsAt?: string | null;
  loading?: boolean;
  /** Loading failed (already translated). */
  error?: string;
  onRetry?: () => void;
  /** Saving the last like or pass failed (already translated); the card stays to try again. */
  actionError?: string;
  profileHref: (id: number) => string;
  membersHref: string;
  /** The likes page (`/likes`), offered when today's likes are used up. */
  likesHref: string;
  fictional?: FictionalWording;
}

/**
 * `/swipe-game`: cards to drag right (like) or left (pass), or to choose with the buttons and arrow keys, with at most
 * 4 likes a day (SPEC §9, shared with the match finder). The likes left today show as hearts; when they are used up
 * the game says when it starts again and offers the search and the likes.
 */
export function SwipeGameScreen({
  cards,
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
  profileHref,
  membersHref,
  likesHref,
  fictional,
}: SwipeGameScreenProps) {
  const { t, i18n } = useTranslation('likes');
  const titleId = useId();
  const left = Math.max(0, Math.min(limit, Math.floor(likesLeft)));
  const resets = resetsAt ? new Date(resetsAt) : null;

  let body;
  if (loading) {
    body = <SwipeDeckSkeleton label={t('swipe_game.loading')} />;
  } else if (error) {
    body = (
      <Alert
        tone="danger"
        title={t('swipe_game.error_title')}
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
  } else if (left === 0) {
    body = (
      <Panel data-limit-reached="">
        <Icon name="heartFilled" size="2.5rem" />
        <PanelTitle>{t('swipe_game.limit_title', { count: limit })}</PanelTitle>
        <PanelText>
          {resets && !Number.isNaN(resets.getTime())
            ? t('swipe_game.limit_body_at', { time: clockTime(resets, i18n.language) })
            : t('swipe_game.limit_body')}
        </PanelText>
        <div>
          <Button href={membersHref} iconStart={<Icon name="search" />}>
            {t('empty.find_members')}
          </Button>
          <Button href={likesHref} variant="outline" iconStart={<Icon name="heart" />}>
            {t('match_finder.see_likes')}
          </Button>
        </div>
      </Panel>
    );
  } else if (cards.length === 0) {
    body = (
      <Panel data-empty="">
        <Icon name="search" size="2.5rem" />
        <PanelTitle>{t('swipe_game.empty_title')}</PanelTitle>
        <PanelText>{t('swipe_game.empty_body')}</PanelText>
        <div>
          <Button href={membersHref} iconStart={<Icon name="search" />}>
            {t('empty.find_members')}
          </Button>
        </div>
      </Panel>
    );
  } else {
    body = <SwipeDeck cards={cards} onLike={onLike} onPass={onPass} pendingId={pendingId} profileHref={profileHref} fictional={fictional} />;
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <Title id={titleId}>{t('swipe_game.title')}</Title>
        <Intro>{t('swipe_game.intro', { count: limit })}</Intro>
        {loading || error ? null : (
          <LikesLeft left={left} limit={limit} />
        )}
      </Header>
      {actionError && !loading && !error ? (
        <Alert tone="danger" data-action-error="">
          <AlertText>{actionError}</AlertText>
        </Alert>
      ) : null}
      {body}
    </ScreenRoot>
  );
}
