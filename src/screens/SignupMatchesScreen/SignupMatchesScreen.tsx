import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  BrandRow,
  ContinueBar,
  EmptyState,
  FirstMessagePanel,
  FirstMessageQuote,
  FirstMessageTitle,
  Grid,
  Header,
  Lead,
  MatchCard,
  MatchInfo,
  MatchMeta,
  MatchName,
  Photo,
  PhotoImage,
  ScreenRoot,
  Title,
} from './SignupMatchesScreen.styles';

export interface SignupMatch {
  id: number;
  name: string;
  age: number;
  city?: string;
  photoUrl: string | null;
  /** The member already liked this profile. */
  liked: boolean;
}

/** How far the search for matches had to widen to find anyone (region → country → the whole site). */
export type SignupMatchScope = 'region' | 'country' | 'site';

/** The message written in the signup's last step: still to send (at its cost), or sent. */
export type SignupFirstMessage =
  | { status: 'draft'; text: string; cost: number; target: { id: number; name: string } | null }
  | { status: 'sent'; text: string; toName: string; chatHref: string };

export interface SignupMatchesScreenProps {
  matches: readonly SignupMatch[];
  /** Where the matches are from; the heading names it. */
  scope?: SignupMatchScope;
  /** The region's or country's name (scopes `region` and `country`). */
  placeName?: string;
  firstMessage?: SignupFirstMessage | null;
  onSendFirstMessage?: (memberId: number) => void;
  /** The member the first message is being sent to. */
  firstMessageSendingTo?: number | null;
  /** Sending the first message failed, already translated. */
  firstMessageError?: string;
  onLike: (id: number) => void;
  onUnlike?: (id: number) => void;
  /** Profiles whose like is being saved. */
  pendingIds?: readonly number[];
  continueHref: string;
  loading?: boolean;
  /** Loading the matches failed, already translated. */
  error?: string;
  onRetry?: () => void;
  brand?: ReactNode;
}

const LOADING_CARDS = 8;

/** `/signup-matches`: members who match the new member, to like at once, and the way on to the site. */
export function SignupMatchesScreen({
  matches,
  onLike,
  onUnlike,
  pendingIds = [],
  continueHref,
  loading = false,
  error,
  onRetry,
  brand,
  scope,
  placeName,
  firstMessage = null,
  onSendFirstMessage,
  firstMessageSendingTo = null,
  firstMessageError,
}: SignupMatchesScreenProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const likedCount = matches.filter((match) => match.liked).length;
  const draft = firstMessage?.status === 'draft' && onSendFirstMessage ? firstMessage : null;
  const sending = firstMessageSendingTo !== null;
  const title =
    scope === 'site'
      ? t('matches.title_site')
      : (scope === 'region' || scope === 'country') && placeName
        ? t(scope === 'region' ? 'matches.title_region' : 'matches.title_country', { place: placeName })
        : t('matches.title');

  const firstMessagePanel = (() => {
    if (!firstMessage) return null;
    if (firstMessage.status === 'sent') {
      return (
        <Alert
          tone="success"
          title={t('matches.first_message.sent', { name: firstMessage.toName })}
          action={
            <Button variant="outline" size="sm" href={firstMessage.chatHref}>
              {t('matches.first_message.open_chat')}
            </Button>
          }
        >
          <FirstMessageQuote>{firstMessage.text}</FirstMessageQuote>
        </Alert>
      );
    }
    if (!draft) return null;
    return (
      <FirstMessagePanel aria-labelledby={`${titleId}-first-message`}>
        <FirstMessageTitle id={`${titleId}-first-message`}>{t('matches.first_message.title')}</FirstMessageTitle>
        <FirstMessageQuote>{draft.text}</FirstMessageQuote>
        <p>
          {draft.target ? t('matches.first_message.lead_target', { name: draft.target.name }) : t('matches.first_message.lead')}{' '}
          {draft.cost > 0 ? t('matches.first_message.cost', { count: draft.cost }) : t('matches.first_message.cost_free')}
        </p>
        {firstMessageError ? <Alert tone="danger">{firstMessageError}</Alert> : null}
        {draft.target ? (
          <div>
            <Button
              loading={firstMessageSendingTo === draft.target.id}
              disabled={sending}
              iconStart={<Icon name="send" />}
              onClick={() => draft.target && onSendFirstMessage?.(draft.target.id)}
            >
              {t('matches.first_message.send_to', { name: draft.target.name })}
            </Button>
          </div>
        ) : null}
      </FirstMessagePanel>
    );
  })();

  const body = (() => {
    if (loading) {
      return (
        <>
        <VisuallyHidden role="status">{t('matches.loading')}</VisuallyHidden>
        <Grid aria-hidden="true" data-loading="">
          {Array.from({ length: LOADING_CARDS }, (_, index) => (
            <MatchCard key={index}>
              <Skeleton height="auto" shape="rect" className="photo-skeleton" />
              <MatchInfo>
                <Skeleton shape="text" width="60%" />
                <Skeleton shape="text" width="40%" />
              </MatchInfo>
            </MatchCard>
          ))}
        </Grid>
        </>
      );
    }
    if (error) {
      return (
        <Alert
          tone="danger"
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t('matches.retry')}
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      );
    }
    if (matches.length === 0) {
      return (
        <EmptyState>
          <Icon name="search" size="2rem" />
          <p>{t('matches.empty')}</p>
        </EmptyState>
      );
    }
    return (
      <Grid>
        {matches.map((match) => {
          const pending = pendingIds.includes(match.id);
          return (
            <MatchCard key={match.id} data-liked={match.liked || undefined}>
              <Photo>
                {match.photoUrl ? (
                  <PhotoImage src={match.photoUrl} alt={match.name} loading="lazy" decoding="async" />
                ) : (
                  <Avatar name={match.name} size="xl" shape="rounded" />
                )}
              </Photo>
              <MatchInfo>
                <MatchName>{match.name}</MatchName>
                <MatchMeta>
                  {match.city
                    ? t('signup.target.age_city', { count: match.age, city: match.city })
                    : t('signup.target.age', { count: match.age })}
                </MatchMeta>
              </MatchInfo>
              <Button
                variant={match.liked ? 'primary' : 'outline'}
                size="sm"
                fullWidth
                aria-pressed={match.liked}
                aria-label={t('matches.like_label', { name: match.name })}
                loading={pending}
                iconStart={<Icon name={match.liked ? 'heartFilled' : 'heart'} />}
                onClick={() => (match.liked ? onUnlike?.(match.id) : onLike(match.id))}
              >
                {t('matches.like')}
              </Button>
              {draft ? (
                <Button
                  variant="secondary"
                  size="sm"
                  fullWidth
                  aria-label={t('matches.first_message.send_label', { name: match.name })}
                  loading={firstMessageSendingTo === match.id}
                  disabled={sending}
                  iconStart={<Icon name="send" />}
                  onClick={() => onSendFirstMessage?.(match.id)}
                >
                  {t('matches.first_message.send')}
                </Button>
              ) : null}
            </MatchCard>
          );
        })}
      </Grid>
    );
  })();

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      {brand ? <BrandRow>{brand}</BrandRow> : null}
      <Header>
        <Title id={titleId}>{title}</Title>
        <Lead>{t('matches.lead')}</Lead>
      </Header>
      {firstMessagePanel}
      {body}
      <ContinueBar>
        <p role="status">{likedCount > 0 && !loading ? t('matches.liked_count', { count: likedCount }) : null}</p>
        <Button href={continueHref} size="lg">
          {t('matches.continue')}
        </Button>
      </ContinueBar>
    </ScreenRoot>
  );
}
