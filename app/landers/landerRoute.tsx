import { useEffect, useMemo, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { landerMemberFromCard, type LanderScreenProps } from '../../src/components/LanderPage';
import { LanderMemberScreen } from '../../src/screens/LanderMemberScreen';
import type { LanderMemberVariant } from '../../src/screens/LanderMemberScreen/LanderMemberScreen';
import { useFeaturedMember, useVisitorMembers } from '../data/landing';
import { useSettings } from '../data/site';
import { fictionalWording } from '../rules/fictionalWording';
import { landerCopyVariant } from '../rules/landerCopyVariant';
import { SignupModalHost } from '../signup/SignupModalHost';
import { parseTargetProfileId, signupOverlayHref } from '../signup/signupLinks';
import { nowInUnixSeconds } from '../storage/dismissals';
import { captureTracking } from '../storage/tracking';

/**
 * What every lander needs besides its screen: the tracking query kept (SPEC §3 — the shell keeps the first page's
 * too; this covers arriving here by a client-side link), the copy variant from the slug, and the signup flow. The
 * lander layout has no signup modal of its own (SPEC §2), so a lander hosts it: signup opens over the lander on
 * desktop and as the signup page on a phone, the way the default layout does it.
 */
function useLanderBasics(targetProfileId?: number) {
  const { slug } = useParams();
  const location = useLocation();
  const settings = useSettings();
  useEffect(() => {
    captureTracking(location.search, nowInUnixSeconds());
  }, [location.search]);
  return {
    copyVariant: landerCopyVariant(slug, settings.niche),
    siteName: settings.name,
    signupHref: signupOverlayHref(location.pathname, location.search, targetProfileId),
  };
}

/** The container of a lander at `/landers/<name>/{slug?}`: its screen with the visitor's preview of the members. */
export function landerRoute(Screen: ComponentType<LanderScreenProps>, name: string): ComponentType {
  function LanderRoute() {
    const basics = useLanderBasics();
    const { state, members } = useVisitorMembers();
    const shown = useMemo(() => members.map(landerMemberFromCard), [members]);
    return (
      <>
        <Screen {...basics} members={shown} membersLoading={state === 'loading'} />
        <SignupModalHost />
      </>
    );
  }
  LanderRoute.displayName = `LanderRoute(${name})`;
  return LanderRoute;
}

/** The container of a member lander (`/members/{id}/landing…`): the featured member from their public profile. */
export function memberLanderRoute(variant: LanderMemberVariant): ComponentType {
  function MemberLanderRoute() {
    const { id } = useParams();
    const memberId = parseTargetProfileId(id);
    const basics = useLanderBasics(memberId ?? undefined);
    const { state, member } = useFeaturedMember(memberId);
    const settings = useSettings();
    return (
      <>
        <LanderMemberScreen {...basics} variant={variant} state={state} member={member} fictional={fictionalWording(settings)} />
        <SignupModalHost />
      </>
    );
  }
  MemberLanderRoute.displayName = `MemberLanderRoute(${variant})`;
  return MemberLanderRoute;
}
