import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Region } from '../../../contract/interests';
import type { ProfileView } from '../../../contract/members';
import { Alert } from '../../components/Alert';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { FictionalNotice } from '../../components/FictionalNotice';
import { Icon } from '../../components/Icon';
import { InterestChips } from '../../components/InterestChips';
import { countryName } from '../../components/LocationPicker/countryName';
import { MemberGrid } from '../../components/MemberGrid';
import type { FictionalWording, MemberCardData } from '../../components/MemberCard/MemberCard';
import { PhotoGallery } from '../../components/PhotoGallery';
import { ProfileActions } from '../../components/ProfileActions';
import type { ProfileAction, ViewerRole } from '../../components/ProfileActions/ProfileActions';
import { Skeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  About,
  Aside,
  Attributes,
  Block,
  BlockTitle,
  Calm,
  CalmText,
  CalmTitle,
  Facts,
  Fact,
  HeaderInfo,
  Layout,
  Main,
  MainPhoto,
  MainPhotoImage,
  Name,
  OnlineTag,
  OwnBar,
  PremiumCall,
  PremiumCallText,
  ScreenRoot,
  ActionArea,
} from './ProfileScreen.styles';

/** Why a visitor is asked to sign up: one of the actions, or to see more photos. */
export type SignupReason = ProfileAction | 'photos';

export interface ProfileScreenProps {
  viewer: ViewerRole;
  /** The profile answer's `profile` (contract `ProfileView`); absent while loading or when not found. */
  profile?: ProfileView | null;
  /** The profile answer's `suggested` and `similar` members. */
  suggested?: readonly MemberCardData[];
  similar?: readonly MemberCardData[];
  /** Regions per country (`/api/regions.php`), to name the profile's region. */
  regions?: Readonly<Record<string, readonly Region[]>>;
  /**
   * The site's attribute fields to show (settings `visible_profile_fields`); all of them when left out.
   * Field names as in the contract (`hair_color`, `eye_color`).
   */
  visibleFields?: readonly string[];
  /** The site's wording for fictional profiles; shown when the profile is fictional. */
  fictional?: FictionalWording;
  loading?: boolean;
  /** Missing, deleted, or blocked either way: a calm "not available" (the server answers 404 alike). */
  notFound?: boolean;
  /** Loading failed (already translated). */
  error?: string;
  onRetry?: () => void;
  /** The action being saved. */
  pendingAction?: ProfileAction | null;
  /** The last action failed (already translated): shown under the actions until the next one. */
  actionError?: string;
  onLike: () => void;
  onUnlike: () => void;
  onGift: () => void;
  onBlock: () => void;
  onUnblock: () => void;
  /** A visitor pressed an action or a locked photo: the app shows the signup or login prompt. */
  onRequireSignup: (reason: SignupReason) => void;
  /** A free member pressed a locked photo. */
  onGetPremium: () => void;
  /** The conversation with this member (`/members/{id}/chat`). */
  messageHref: string;
  /** The own profile's settings (`/profile`). */
  editHref: string;
  premiumHref: string;
  /** Back to the search (`/members`). */
  membersHref: string;
  memberHref: (id: number) => string;
  /** Likes from the suggested and similar cards. */
  onLikeMember: (id: number) => void;
  onUnlikeMember: (id: number) => void;
  pendingLikeIds?: readonly number[];
}

const ATTRIBUTES = ['gender', 'seeking', 'sexuality', 'hair_color', 'eye_color', 'body_type', 'relationship_status'] as const;

/**
 * `/members/{id}`: SPEC §2 profile view. Main photo, name, age and place, the fictional-profile warning, actions
 * for the viewer's role (or an edit link on the own profile), the SPEC §3 attributes, interests, the profile text,
 * the photo gallery with locked photos, and suggested and similar members.
 */
export function ProfileScreen({
  viewer,
  profile,
  suggested = [],
  similar = [],
  regions = {},
  visibleFields,
  fictional,
  loading = false,
  notFound = false,
  error,
  onRetry,
  pendingAction = null,
  actionError,
  onLike,
  onUnlike,
  onGift,
  onBlock,
  onUnblock,
  onRequireSignup,
  onGetPremium,
  messageHref,
  editHref,
  premiumHref,
  membersHref,
  memberHref,
  onLikeMember,
  onUnlikeMember,
  pendingLikeIds = [],
}: ProfileScreenProps) {
  const { t, i18n } = useTranslation('profile');
  const titleId = useId();
  const aboutId = useId();
  const photosId = useId();
  const interestsId = useId();
  const detailsId = useId();
  const suggestedId = useId();
  const similarId = useId();

  if (loading) {
    return (
      <ScreenRoot aria-busy="true" aria-label={t('view.loading')} data-state="loading">
        <VisuallyHidden role="status">{t('view.loading')}</VisuallyHidden>
        <Layout aria-hidden="true">
          <Aside>
            <Skeleton shape="rect" height="auto" className="profile-photo-skeleton" />
            <Skeleton shape="rect" height="2.75rem" />
          </Aside>
          <Main>
            <Skeleton shape="text" width="55%" height="2rem" />
            <Skeleton shape="text" width="35%" />
            <Skeleton shape="rect" height="8rem" />
            <Skeleton shape="text" lines={4} />
          </Main>
        </Layout>
      </ScreenRoot>
    );
  }

  if (error) {
    return (
      <ScreenRoot aria-labelledby={titleId} data-state="error">
        <VisuallyHidden as="h1" id={titleId}>
          {t('view.error_title')}
        </VisuallyHidden>
        <Alert
          tone="danger"
          title={t('view.error_title')}
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t('view.retry')}
              </Button>
            ) : undefined
          }
        >
          <p>{error}</p>
        </Alert>
      </ScreenRoot>
    );
  }

  if (notFound || !profile) {
    return (
      <ScreenRoot aria-labelledby={titleId} data-state="not-found">
        <Calm>
          <Icon name="user" size="2.5rem" />
          <CalmTitle id={titleId}>{t('view.not_found_title')}</CalmTitle>
          <CalmText>{t('view.not_found_body')}</CalmText>
          <Button href={membersHref} iconStart={<Icon name="search" />}>
            {t('view.back_to_search')}
          </Button>
        </Calm>
      </ScreenRoot>
    );
  }

  const regionName = profile.region ? (regions[profile.country]?.find((region) => region.id === profile.region)?.name ?? null) : null;
  const place = [profile.city, regionName, countryName(profile.country, i18n.language) ?? profile.country]
    .filter((part): part is string => Boolean(part))
    .filter((part, index, parts) => parts.indexOf(part) === index)
    .join(', ');
  const shown = (field: string) => !visibleFields || visibleFields.includes(field);
  const facts: { key: string; term: string; value: string }[] = [];
  for (const field of ATTRIBUTES) {
    const value = profile[field];
    if (value !== null && shown(field)) facts.push({ key: field, term: t(`fields.${field}`), value: t(`${field}.${value}`) });
  }
  if (profile.height_cm !== null && shown('height')) {
    facts.push({ key: 'height', term: t('fields.height'), value: t('view.height_value', { height: profile.height_cm }) });
  }

  const mainPhoto = profile.main_image?.filename ?? null;
  const lockedCount = profile.photos.filter((photo) => photo.locked).length;
  const heading = profile.age === null ? profile.name : t('view.name_age', { name: profile.name, age: profile.age });
  const cards = { hrefFor: memberHref, onLike: onLikeMember, onUnlike: onUnlikeMember, pendingIds: pendingLikeIds, fictional, headingLevel: 3 as const };

  let actions: ReactNode;
  if (profile.own) {
    actions = (
      <OwnBar>
        <Button href={editHref} iconStart={<Icon name="settings" />}>
          {t('view.edit')}
        </Button>
        {profile.invisible ? (
          <p>
            <Icon name="lock" size="1em" />
            <span>{t('view.invisible_note')}</span>
          </p>
        ) : null}
      </OwnBar>
    );
  } else {
    actions = (
      <ProfileActions
        viewer={viewer}
        name={profile.name}
        liked={profile.liked}
        blocked={profile.blocked}
        pending={pendingAction}
        messageHref={messageHref}
        onLike={onLike}
        onUnlike={onUnlike}
        onGift={onGift}
        onBlock={onBlock}
        onUnblock={onUnblock}
        onRequireSignup={onRequireSignup}
      />
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} data-state="profile" data-viewer={viewer} data-own={profile.own || undefined}>
      <Layout>
        <Aside>
          <MainPhoto>
            {mainPhoto ? (
              <MainPhotoImage src={mainPhoto} alt={t('view.main_photo_alt', { name: profile.name })} decoding="async" draggable={false} />
            ) : (
              <Avatar name={profile.name} size="xl" shape="rounded" />
            )}
          </MainPhoto>
          <ActionArea>
            {actions}
            {actionError ? (
              <Alert tone="danger" data-action-error="">
                <p>{actionError}</p>
              </Alert>
            ) : null}
          </ActionArea>
        </Aside>
        <Main>
          <HeaderInfo>
            <Name id={titleId}>{heading}</Name>
            <Facts>
              {place ? (
                <Fact>
                  <Icon name="mapPin" size="1em" />
                  <span>{place}</span>
                </Fact>
              ) : null}
              {profile.distance_km !== null && !profile.own ? (
                <Fact>
                  <span>{t('view.distance', { distance: profile.distance_km })}</span>
                </Fact>
              ) : null}
              {profile.online ? <OnlineTag>{t('view.online')}</OnlineTag> : null}
            </Facts>
          </HeaderInfo>
          {profile.fictional && fictional ? <FictionalNotice {...fictional} /> : null}

          {facts.length > 0 ? (
            <Block aria-labelledby={detailsId}>
              <BlockTitle id={detailsId}>{t('view.details')}</BlockTitle>
              <Attributes>
                {facts.map((fact) => (
                  <div key={fact.key}>
                    <dt>{fact.term}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </Attributes>
            </Block>
          ) : null}

          <Block aria-labelledby={aboutId}>
            <BlockTitle id={aboutId}>{t('view.about', { name: profile.name })}</BlockTitle>
            <About $empty={profile.about.trim() === ''}>{profile.about.trim() === '' ? t('view.about_empty') : profile.about}</About>
          </Block>

          {profile.interests.length > 0 ? (
            <Block aria-labelledby={interestsId}>
              <BlockTitle id={interestsId}>{t('view.interests')}</BlockTitle>
              <InterestChips interests={profile.interests} label={t('view.interests')} />
            </Block>
          ) : null}

          {profile.photos.length > 0 || profile.hidden_photo_count > 0 ? (
            <Block aria-labelledby={photosId}>
              <BlockTitle id={photosId}>{t('view.photos', { count: profile.photos.length + profile.hidden_photo_count })}</BlockTitle>
              {profile.photos.length > 0 ? (
                <PhotoGallery
                  photos={profile.photos}
                  name={profile.name}
                  onLockedClick={() => (viewer === 'visitor' ? onRequireSignup('photos') : onGetPremium())}
                />
              ) : null}
              {!profile.own && viewer === 'visitor' && (lockedCount > 0 || profile.hidden_photo_count > 0) ? (
                <PremiumCall>
                  <Icon name="camera" size="1.5rem" />
                  <PremiumCallText>{t('view.visitor_photos', { count: profile.hidden_photo_count + lockedCount })}</PremiumCallText>
                  <Button variant="secondary" onClick={() => onRequireSignup('photos')}>
                    {t('view.visitor_photos_action')}
                  </Button>
                </PremiumCall>
              ) : null}
              {!profile.own && viewer === 'free' && lockedCount > 0 ? (
                <PremiumCall>
                  <Icon name="crown" size="1.5rem" />
                  <PremiumCallText>{t('view.premium_photos', { count: lockedCount })}</PremiumCallText>
                  <Button href={premiumHref} variant="secondary">
                    {t('view.premium_photos_action')}
                  </Button>
                </PremiumCall>
              ) : null}
            </Block>
          ) : null}
        </Main>
      </Layout>

      {suggested.length > 0 ? (
        <Block aria-labelledby={suggestedId}>
          <BlockTitle id={suggestedId}>{t('view.suggested')}</BlockTitle>
          <MemberGrid members={suggested} label={t('view.suggested')} layout="row" {...cards} />
        </Block>
      ) : null}
      {similar.length > 0 ? (
        <Block aria-labelledby={similarId}>
          <BlockTitle id={similarId}>{t('view.similar')}</BlockTitle>
          <MemberGrid members={similar} label={t('view.similar')} layout="row" {...cards} />
        </Block>
      ) : null}
    </ScreenRoot>
  );
}
