import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { MatchProfile } from '../../contract/likes';
import { pathFor } from '../../contract/routes';
import { LikeModal } from '../../src/components/LikeModal';
import { MatchModal } from '../../src/components/MatchModal';
import { autoLike, fetchLikes, LIKES_KEY, matchProfileOf } from '../data/likes';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { likeModalDelayMs, searchWithoutLikeModalParam } from '../rules/likeModalDelay';
import { matchPhotoUrl } from '../rules/matchSpotlight';
import { completeMatch, dismissMatch, dropMatch, setMatchViewer, useMatchQueue } from './matches';

/**
 * SPEC §2 full-screen match modal, over any page: the first queued match (app/realtime/matches.ts). A match reported
 * by a like answer names only the member; the likes list (which the match just changed) supplies the name and photo.
 */
function MatchModalHost({ viewerId, viewerName, viewerPhoto }: { viewerId: number; viewerName: string; viewerPhoto: string | null }) {
  const settings = useSettings();
  const { mutate } = useSWRConfig();
  const queue = useMatchQueue();
  const first = queue[0];
  const resolving = first && !('name' in first) ? first.id : null;

  useEffect(() => {
    setMatchViewer(viewerId);
    return () => setMatchViewer(null);
  }, [viewerId]);

  useEffect(() => {
    if (resolving === null) return;
    let current = true;
    fetchLikes().then(
      (likes) => {
        void mutate(LIKES_KEY, likes, { revalidate: false });
        if (!current) return;
        const member = [...likes.liked_by, ...likes.profiles].find((like) => like.id === resolving);
        if (member) completeMatch(matchProfileOf(member));
        else dropMatch(resolving);
      },
      () => {
        if (current) dropMatch(resolving);
      },
    );
    return () => {
      current = false;
    };
  }, [resolving, mutate]);

  if (!first || !('name' in first)) return null;
  const profile = first;
  return (
    <MatchModal
      open
      onClose={() => dismissMatch(profile.id)}
      profile={{ id: profile.id, name: profile.name, photoUrl: matchPhotoUrl(settings.cdn_prefix, profile.main_image) }}
      viewer={{ name: viewerName, photoUrl: viewerPhoto }}
      chatHref={pathFor('members-id-chat', { id: profile.id })}
    />
  );
}

/**
 * SPEC §4 like modal: an address with `?t=N` opens it N seconds later with the member an auto-like answers (SPEC §7;
 * the likes reload 500 ms after it). The parameter is removed from the address at once; the button leads to the
 * member's profile; a click anywhere closes it.
 */
function LikeModalHost() {
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [delayMs, setDelayMs] = useState<number | null>(null);
  const [profile, setProfile] = useState<MatchProfile | null>(null);
  const [open, setOpen] = useState(false);

  const delay = likeModalDelayMs(location.search);
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (delay === null || seen.current === location.key) return;
    seen.current = location.key;
    setDelayMs(delay);
    void navigate({ pathname: location.pathname, search: searchWithoutLikeModalParam(location.search), hash: location.hash }, { replace: true, state: location.state });
  }, [delay, location, navigate]);

  useEffect(() => {
    if (delayMs === null) return;
    let current = true;
    const timer = setTimeout(() => {
      autoLike(() => void mutate(LIKES_KEY)).then(
        (member) => {
          if (!current || !member) return;
          setProfile(member);
          setOpen(true);
        },
        // No modal then: the member came from a link and has the page they asked for.
        () => undefined,
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [delayMs, mutate]);

  if (!profile) return null;
  return (
    <LikeModal
      open={open}
      onClose={() => {
        setOpen(false);
        setDelayMs(null);
      }}
      profile={{ id: profile.id, name: profile.name, photoUrl: matchPhotoUrl(settings.cdn_prefix, profile.main_image) }}
      profileHref={pathFor('members-id', { id: profile.id })}
    />
  );
}

/** The full-screen modals a logged-in member may see over any page (mounted once, above the layouts). */
export function SpotlightModals() {
  const settings = useSettings();
  const { account } = useViewer();
  if (!account) return null;
  return (
    <>
      <MatchModalHost
        viewerId={account.id}
        viewerName={account.profile.name}
        viewerPhoto={matchPhotoUrl(settings.cdn_prefix, account.profile.main_image)}
      />
      <LikeModalHost />
    </>
  );
}
