import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { MemberCard } from '../../../contract/members';
import { Avatar } from '../Avatar';
import { FictionalNotice } from '../FictionalNotice';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { countryName } from '../LocationPicker/countryName';
import type { FictionalWording } from '../MemberCard/MemberCard';
import { Skeleton } from '../Skeleton';
import { SwipeCard, type SwipeDirection } from '../SwipeCard';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  BehindCard,
  Buttons,
  Card,
  DeckRoot,
  Flags,
  Info,
  KeyHint,
  LikeButton,
  Name,
  OnlineFlag,
  PassButton,
  Photo,
  Place,
  SkeletonDeck,
  Stack,
} from './SwipeDeck.styles';

export interface SwipeDeckProps {
  /** The cards, the one on top first. */
  cards: readonly MemberCard[];
  onLike: (id: number) => void;
  onPass: (id: number) => void;
  /** The card whose like or pass is being saved: the buttons wait. */
  pendingId?: number | null;
  /** Likes are used up (the swipe game's daily limit): only passing works. */
  likeDisabled?: boolean;
  /** The member's profile. */
  profileHref: (id: number) => string;
  /** The site's wording, to mark fictional members. */
  fictional?: FictionalWording;
  /** The arrow keys like (→) and pass (←) while the page has no field or dialog focused. */
  keyboard?: boolean;
}

/** Keys that belong to a field or a control the member is using, not to the deck. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="dialog"]') !== null;
}

/**
 * A stack of member cards to like or pass one at a time (match finder, swipe game): the top card with photo,
 * name, age and place, dragged right to like and left to pass (SwipeCard), two round buttons, and the arrow keys.
 * The card flies out the way it was chosen; the result of each choice is announced.
 */
export function SwipeDeck({
  cards,
  onLike,
  onPass,
  pendingId = null,
  likeDisabled = false,
  profileHref,
  fictional,
  keyboard = true,
}: SwipeDeckProps) {
  const { t, i18n } = useTranslation('likes');
  const nameId = useId();
  const [announcement, setAnnouncement] = useState('');
  const top = cards[0];
  const busy = pendingId !== null;
  // The card flying out after a choice; it stays out while the choice is saved, and comes back if saving failed.
  const [leaving, setLeaving] = useState<{ id: number; direction: SwipeDirection } | null>(null);
  const [wasBusy, setWasBusy] = useState(busy);
  if (wasBusy !== busy) {
    setWasBusy(busy);
    if (!busy && leaving) setLeaving(null);
  }
  const leavingDirection = top && leaving?.id === top.id ? leaving.direction : null;

  const choose = (liked: boolean) => {
    if (!top || busy || leavingDirection || (liked && likeDisabled)) return;
    setLeaving({ id: top.id, direction: liked ? 'like' : 'pass' });
    setAnnouncement(liked ? t('swipe.liked', { name: top.name }) : t('swipe.passed', { name: top.name }));
    if (liked) onLike(top.id);
    else onPass(top.id);
  };
  const chooseRef = useRef(choose);
  useEffect(() => {
    chooseRef.current = choose;
  });

  useEffect(() => {
    if (!keyboard) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      chooseRef.current(event.key === 'ArrowRight');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [keyboard]);

  // Where the stack starts on the page, so the photo leaves room for the buttons below it (see Stack's styles).
  const stackRef = useRef<HTMLDivElement>(null);
  const hasCards = top !== undefined;
  useLayoutEffect(() => {
    const stack = stackRef.current;
    if (!stack) return undefined;
    const measure = () => stack.style.setProperty('--swipe-deck-top', `${Math.round(stack.getBoundingClientRect().top + window.scrollY)}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [hasCards]);

  const status = <VisuallyHidden role="status">{announcement}</VisuallyHidden>;
  if (!top) return status;

  const photo = top.main_image?.filename ?? top.main_image?.thumb_filename ?? null;
  const place = top.city ?? countryName(top.country, i18n.language);
  const heading = top.age === null ? top.name : t('swipe.name_age', { name: top.name, age: top.age });

  return (
    <DeckRoot data-swipe-deck="" data-top-id={top.id}>
      <Stack ref={stackRef}>
        {cards.slice(1, 3).map((card, index) => (
          <BehindCard key={card.id} $depth={index + 1} aria-hidden="true" />
        )).reverse()}
        <SwipeCard
          key={top.id}
          onSwipe={(direction) => choose(direction === 'like')}
          leaving={leavingDirection}
          likeDisabled={likeDisabled}
          disabled={busy}
          likeHint={t('swipe.stamp_like')}
          passHint={t('swipe.stamp_pass')}
        >
          <Card aria-labelledby={nameId}>
            <Photo>
              {photo ? <img src={photo} alt="" decoding="async" draggable={false} /> : <Avatar name={top.name} size="xl" shape="rounded" aria-hidden="true" />}
              {top.online || (top.fictional && fictional) ? (
                <Flags>
                  {top.online ? <OnlineFlag>{t('swipe.online')}</OnlineFlag> : null}
                  {top.fictional && fictional ? <FictionalNotice variant="badge" {...fictional} /> : null}
                </Flags>
              ) : null}
            </Photo>
            <Info>
              <Name id={nameId}>{heading}</Name>
              {place ? (
                <Place>
                  <Icon name="mapPin" size="1em" />
                  <span>{place}</span>
                </Place>
              ) : null}
              <Link href={profileHref(top.id)}>{t('swipe.view_profile')}</Link>
            </Info>
          </Card>
        </SwipeCard>
      </Stack>
      <Buttons>
        <PassButton
          type="button"
          aria-label={t('swipe.pass', { name: top.name })}
          aria-keyshortcuts={keyboard ? 'ArrowLeft' : undefined}
          disabled={busy}
          onClick={() => choose(false)}
        >
          <Icon name="close" />
        </PassButton>
        <LikeButton
          type="button"
          aria-label={t('swipe.like', { name: top.name })}
          aria-keyshortcuts={keyboard ? 'ArrowRight' : undefined}
          aria-busy={busy || undefined}
          disabled={busy || likeDisabled}
          onClick={() => choose(true)}
        >
          <Icon name="heartFilled" />
        </LikeButton>
      </Buttons>
      {keyboard ? (
        <KeyHint>
          <Trans t={t} i18nKey="swipe.keys" components={{ left: <kbd />, right: <kbd /> }} />
        </KeyHint>
      ) : null}
      {status}
    </DeckRoot>
  );
}

/** The deck while its cards load: a card and the two buttons as placeholders, with a status for screen readers. */
export function SwipeDeckSkeleton({ label }: { label: string }) {
  return (
    <>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <SkeletonDeck aria-hidden="true" data-loading="">
        <Skeleton shape="rect" height="auto" className="deck-card-skeleton" />
        <div>
          <Skeleton shape="circle" width="4rem" />
          <Skeleton shape="circle" width="4rem" />
        </div>
      </SkeletonDeck>
    </>
  );
}
