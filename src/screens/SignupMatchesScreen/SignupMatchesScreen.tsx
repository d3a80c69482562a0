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

export interface SignupMatchesScreenProps {
  matches: readonly SignupMatch[];
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
}: SignupMatchesScreenProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const likedCount = matches.filter((match) => match.liked).length;

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
        <Title id={titleId}>{t('matches.title')}</Title>
        <Lead>{t('matches.lead')}</Lead>
      </Header>
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
