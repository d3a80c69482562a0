import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCard } from '../../../contract/members';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import type { FictionalWording } from '../../components/MemberCard/MemberCard';
import { SwipeDeck, SwipeDeckSkeleton } from '../../components/SwipeDeck';
import { AlertText, Header, Intro, Panel, PanelText, PanelTitle, ScreenRoot, Title } from './MatchFinderScreen.styles';

export interface MatchFinderScreenProps {
  /** Suggestions from the search rules, the next one first; the app drops each once it is liked or passed. */
  suggestions: readonly MemberCard[];
  onLike: (id: number) => void;
  onPass: (id: number) => void;
  /** The suggestion being saved. */
  pendingId?: number | null;
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
 * `/match-finder`: suggested members from the search rules, one card at a time, to like or pass (buttons and arrow
 * keys). When they run out: more suggestions, the search, or the likes.
 */
export function MatchFinderScreen({
  suggestions,
  onLike,
  onPass,
  pendingId = null,
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
  const { t } = useTranslation('likes');
  const titleId = useId();

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
    body = <SwipeDeck cards={suggestions} onLike={onLike} onPass={onPass} pendingId={pendingId} profileHref={profileHref} fictional={fictional} />;
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <Title id={titleId}>{t('match_finder.title')}</Title>
        <Intro>{t('match_finder.intro')}</Intro>
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
