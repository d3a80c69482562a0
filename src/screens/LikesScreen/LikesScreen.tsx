import { useId, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LikeProfile } from '../../../contract/likes';
import { Alert } from '../../components/Alert';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { FictionalNotice } from '../../components/FictionalNotice';
import { Icon } from '../../components/Icon';
import { useLinkComponent } from '../../components/Link/LinkProvider';
import { countryName } from '../../components/LocationPicker/countryName';
import type { FictionalWording } from '../../components/MemberCard/MemberCard';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  Actions,
  AlertText,
  Card,
  CardLink,
  EmptyState,
  EmptyText,
  EmptyTitle,
  Flag,
  Flags,
  Grid,
  Info,
  Intro,
  Meta,
  Name,
  Photo,
  ScreenRoot,
  SkeletonCard,
  Title,
} from './LikesScreen.styles';
import { newLikesFirst } from './newLikesFirst';

/** The two lists of `/likes/{type}`: who likes the viewer (SPEC §3 `liked_by`) and whom the viewer likes (`profiles`). */
export const LIKES_TABS = ['liked_by', 'mine'] as const;
export type LikesTab = (typeof LIKES_TABS)[number];

export interface LikesScreenProps {
  /** The list shown (from the route). */
  tab: LikesTab;
  /** The route of each tab (`/likes/{type}`). */
  tabHref: (tab: LikesTab) => string;
  /** A tab was clicked, so the app can route without a page load (call `event.preventDefault()`). */
  onTabClick?: (tab: LikesTab, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Members who like the viewer; shown new first. */
  likedBy: readonly LikeProfile[];
  /** Members the viewer likes. */
  mine: readonly LikeProfile[];
  /** New likes for the tab's badge (capped at 99+); counted from `likedBy` when left out. */
  newLikes?: number;
  loading?: boolean;
  /** Loading failed (already translated). */
  error?: string;
  onRetry?: () => void;
  /** A member's profile from the likes (`/likes/m/{id}`). Opening it clears the like's "new" flag. */
  profileHref: (id: number) => string;
  /** The conversation with a member (`/members/{id}/chat`). */
  chatHref: (id: number) => string;
  /** Like back someone who likes the viewer: that makes a match. */
  onLikeBack: (id: number) => void;
  /** Likes being saved. */
  pendingIds?: readonly number[];
  /** Where to find members (`/members`), for the empty states. */
  membersHref: string;
  /** The swipe game (`/swipe-game`), offered when nobody is liked yet. */
  swipeGameHref?: string;
  /** The site's wording, to mark fictional members. */
  fictional?: FictionalWording;
}

/**
 * `/likes` and `/likes/{type}`: SPEC §2 likes page with tabs. Who likes you (new likes first, marked, with a
 * like-back button) and whom you like; matches are marked and lead to the chat. Empty, loading and error states.
 */
export function LikesScreen({
  tab,
  tabHref,
  onTabClick,
  likedBy,
  mine,
  newLikes,
  loading = false,
  error,
  onRetry,
  profileHref,
  chatHref,
  onLikeBack,
  pendingIds = [],
  membersHref,
  swipeGameHref,
  fictional,
}: LikesScreenProps) {
  const { t, i18n } = useTranslation('likes');
  const linkComponent = useLinkComponent();
  const titleId = useId();
  const received = useMemo(() => newLikesFirst(likedBy), [likedBy]);
  const newCount = newLikes ?? likedBy.filter((like) => like.like_new).length;
  const list = tab === 'liked_by' ? received : mine;

  const card = (like: LikeProfile) => {
    const photo = like.main_image?.thumb_filename ?? null;
    const place = like.city ?? countryName(like.country, i18n.language);
    const isNew = tab === 'liked_by' && like.like_new;
    const name = like.age === null ? like.name : t('card.name_age', { name: like.name, age: like.age });
    return (
      <li key={like.id}>
        <Card $new={isNew} data-like-id={like.id} data-like-new={isNew || undefined} data-match={like.match || undefined}>
          <Photo>
            {photo ? <img src={photo} alt="" loading="lazy" decoding="async" draggable={false} /> : <Avatar name={like.name} size="xl" shape="rounded" aria-hidden="true" />}
            {isNew || like.match || (like.fictional && fictional) ? (
              <Flags>
                {isNew ? <Flag $tone="new" data-card-flag="">{t('card.new')}</Flag> : null}
                {like.match ? (
                  <Flag $tone="match" data-card-flag="">
                    <Icon name="heartFilled" size="1em" />
                    {t('card.match')}
                  </Flag>
                ) : null}
                {like.fictional && fictional ? <FictionalNotice variant="badge" {...fictional} /> : null}
              </Flags>
            ) : null}
          </Photo>
          <Info>
            <Name id={`${titleId}-${like.id}`}>
              <CardLink as={linkComponent} href={profileHref(like.id)}>
                {name}
              </CardLink>
              {like.online ? <VisuallyHidden>{`, ${t('card.online')}`}</VisuallyHidden> : null}
            </Name>
            {place ? (
              <Meta>
                <Icon name="mapPin" size="1em" />
                <span>{place}</span>
              </Meta>
            ) : null}
            <Actions>
              {tab === 'liked_by' && !like.match ? (
                <Button
                  size="sm"
                  iconStart={<Icon name="heart" />}
                  loading={pendingIds.includes(like.id)}
                  aria-describedby={`${titleId}-${like.id}`}
                  onClick={() => onLikeBack(like.id)}
                >
                  {t('card.like_back')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant={like.match ? 'primary' : 'outline'}
                  iconStart={<Icon name="chat" />}
                  href={chatHref(like.id)}
                  aria-describedby={`${titleId}-${like.id}`}
                >
                  {t('card.message')}
                </Button>
              )}
            </Actions>
          </Info>
        </Card>
      </li>
    );
  };

  let body;
  if (loading) {
    body = (
      <>
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Grid as="div" aria-hidden="true" data-loading="">
          {Array.from({ length: 8 }, (_, index) => (
            <SkeletonCard key={index}>
              <Skeleton shape="rect" height="auto" className="like-photo-skeleton" />
              <div>
                <Skeleton shape="text" width="70%" />
                <Skeleton shape="text" width="45%" />
              </div>
            </SkeletonCard>
          ))}
        </Grid>
      </>
    );
  } else if (error) {
    body = (
      <Alert
        tone="danger"
        title={t('error_title')}
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
  } else if (list.length === 0) {
    body = (
      <EmptyState data-empty={tab}>
        <Icon name={tab === 'liked_by' ? 'heart' : 'search'} size="2rem" />
        <EmptyTitle>{tab === 'liked_by' ? t('empty.liked_by_title') : t('empty.mine_title')}</EmptyTitle>
        <EmptyText>{tab === 'liked_by' ? t('empty.liked_by_body') : t('empty.mine_body')}</EmptyText>
        <div>
          <Button href={membersHref} iconStart={<Icon name="search" />}>
            {t('empty.find_members')}
          </Button>
          {swipeGameHref ? (
            <Button href={swipeGameHref} variant="outline" iconStart={<Icon name="flame" />}>
              {t('empty.swipe_game')}
            </Button>
          ) : null}
        </div>
      </EmptyState>
    );
  } else {
    body = <Grid aria-label={tab === 'liked_by' ? t('tabs.liked_by') : t('tabs.mine')}>{list.map(card)}</Grid>;
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined} data-tab={tab}>
      <Title id={titleId}>{t('title')}</Title>
      <Intro>{tab === 'liked_by' ? t('intro.liked_by') : t('intro.mine')}</Intro>
      <Tabs
        ariaLabel={t('tabs.label')}
        value={tab}
        onLinkClick={(value, event) => onTabClick?.(value as LikesTab, event)}
        items={[
          {
            value: 'liked_by',
            label: t('tabs.liked_by'),
            href: tabHref('liked_by'),
            badge: <Badge count={newCount} tone="unread" label={t('tabs.new_likes', { count: newCount })} />,
          },
          { value: 'mine', label: t('tabs.mine'), href: tabHref('mine') },
        ]}
      />
      {body}
    </ScreenRoot>
  );
}
