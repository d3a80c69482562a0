import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { MemberCard } from '../../contract/members';
import { pathFor } from '../../contract/routes';
import type { ProfileAction } from '../../src/components/ProfileActions/ProfileActions';
import { ProfileScreen } from '../../src/screens/ProfileScreen';
import { isApiError } from '../api/client';
import { useMemberBlocks, useMemberLikes, useMemberProfile } from '../data/members';
import { useRegions, useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { apiErrorMessage } from '../i18n/apiErrorMessages';
import { fictionalWording } from '../rules/fictionalWording';
import { PREMIUM_ONLY_STATE } from '../rules/premiumOnly';
import { viewerRole } from '../rules/viewerRole';
import { parseTargetProfileId, signupOverlayHref } from '../signup/signupLinks';

/** The gift picker opens in the conversation (`/members/{id}/chat?gift=1`). */
const GIFT_PARAM = 'gift';

function MemberProfile({ id }: { id: number }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const viewer = useViewer();
  const { regions } = useRegions();
  const location = useLocation();
  const navigate = useNavigate();
  const role = viewerRole(viewer.account);
  const member = role !== 'visitor';
  const { data, error, isLoading, mutate } = useMemberProfile(id);
  const likes = useMemberLikes(member);
  const blocks = useMemberBlocks();
  const [blockAction, setBlockAction] = useState<ProfileAction | null>(null);
  const [blockError, setBlockError] = useState<unknown>(null);

  const profile = data?.profile;
  // Opening a profile clears its like_new flag on the server: re-read the counts so the likes badge follows at once.
  // Once per profile shown, and only when there are new likes to clear.
  const refreshViewer = useRef(viewer.refresh);
  refreshViewer.current = viewer.refresh;
  const hadNewLikes = useRef(viewer.newLikes > 0);
  hadNewLikes.current = viewer.newLikes > 0;
  const shownId = profile && !profile.own ? profile.id : null;
  useEffect(() => {
    if (shownId !== null && hadNewLikes.current) void refreshViewer.current();
  }, [shownId]);
  const heading = profile ? (profile.age === null ? profile.name : t('profile:view.name_age', { name: profile.name, age: profile.age })) : null;
  useRouteTitle(heading ? t('profile:view.page_title', { member: heading, site: settings.name }) : null);

  // Missing, deleted, disabled, invisible, or blocked either way: the server answers 404 alike (SPEC §6).
  if (isApiError(error) && error.status === 404) return <NotFoundPage />;

  const askToSignUp = (target: number) => void navigate(signupOverlayHref(location.pathname, location.search, target));
  const setBlocked = (blocked: boolean) => {
    setBlockAction(blocked ? 'block' : 'unblock');
    setBlockError(null);
    (blocked ? blocks.block(id) : blocks.unblock(id)).then(
      () => setBlockAction(null),
      (failure: unknown) => {
        setBlockAction(null);
        setBlockError(failure);
      },
    );
  };
  const likePending = likes.pendingIds.includes(id) ? (profile?.liked ? 'unlike' : 'like') : null;
  const actionFailure = blockError ?? likes.error;
  const cards = (list: readonly MemberCard[] | undefined) => (list ?? []).map((card) => ({ ...card, liked: likes.isLiked(card.id) }));

  return (
    <ProfileScreen
      viewer={role}
      profile={profile}
      suggested={cards(data?.suggested)}
      similar={cards(data?.similar)}
      regions={regions ?? {}}
      visibleFields={settings.visible_profile_fields}
      fictional={fictionalWording(settings, 1)}
      loading={viewer.status === 'loading' || (isLoading && !data)}
      error={error && !data ? apiErrorMessage(t, error) : undefined}
      onRetry={() => void mutate()}
      pendingAction={blockAction ?? likePending}
      actionError={actionFailure ? apiErrorMessage(t, actionFailure) : undefined}
      onLike={() => likes.like(id)}
      onUnlike={() => likes.unlike(id)}
      onGift={() => void navigate(`${pathFor('members-id-chat', { id })}?${GIFT_PARAM}=1`)}
      onBlock={() => setBlocked(true)}
      onUnblock={() => setBlocked(false)}
      onRequireSignup={() => askToSignUp(id)}
      onGetPremium={() => void navigate(pathFor('premium'), { state: PREMIUM_ONLY_STATE })}
      messageHref={pathFor('members-id-chat', { id })}
      editHref={pathFor('profile')}
      premiumHref={pathFor('premium')}
      membersHref={pathFor('members')}
      memberHref={(other) => pathFor('members-id', { id: other })}
      onLikeMember={(other) => (member ? likes.like(other) : askToSignUp(other))}
      onUnlikeMember={(other) => (member ? likes.unlike(other) : askToSignUp(other))}
      pendingLikeIds={likes.pendingIds}
    />
  );
}

/** Route `members-id` (SPEC §2 /members/{id}): a member's profile, with actions for the viewer's role. */
export function Component() {
  const { id } = useParams();
  const memberId = parseTargetProfileId(id);
  if (memberId === null) return <NotFoundPage />;
  // A profile's own state (a pending action, its error) does not carry over to the next profile opened from it.
  return <MemberProfile key={memberId} id={memberId} />;
}
