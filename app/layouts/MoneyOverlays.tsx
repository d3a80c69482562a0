import { useEffect, useRef, useState } from 'react';
import { DISMISSAL_KEYS } from '../../contract/constants';
import { pathFor } from '../../contract/routes';
import { TimeBonusBanner } from '../../src/components/TimeBonusBanner';
import { TimeBonusModal } from '../../src/components/TimeBonusModal';
import { WelcomeBonusBanner } from '../../src/components/WelcomeBonusBanner';
import { WelcomeBonusModal } from '../../src/components/WelcomeBonusModal';
import { useCountdownClock, useTimeBonus, useWelcomeDiscount } from '../data/credits';
import { useViewer } from '../data/viewer';
import { useRouteName } from '../hooks/useRouteName';
import { isMembersArea } from '../rules/isMembersArea';
import {
  closeTimeBonusPopup,
  dismissedSinceSignup,
  timeBonusPopupDelayMs,
  timeBonusPopupStep,
  TIME_BONUS_POPUP_IDLE,
  type TimeBonusPopupFacts,
  type TimeBonusPopupState,
} from '../rules/timeBonusPopup';
import { welcomeDiscountMayApply, welcomeDiscountOffer } from '../rules/welcomeDiscount';
import { APP_DISMISSAL_KEYS, nowInUnixSeconds, readDismissal, writeDismissal, type DismissalKey } from '../storage/dismissals';
import { useBannerSlot } from './BannerSlot';

const CREDITS_HREF = pathFor('credits');

/** A stored dismissal flag with its setter that also stores it. */
function useDismissal(key: DismissalKey): [number | null, () => void] {
  const [dismissedAt, setDismissedAt] = useState(() => readDismissal(key));
  const dismiss = () => {
    const now = nowInUnixSeconds();
    writeDismissal(key, now);
    setDismissedAt(now);
  };
  return [dismissedAt, dismiss];
}

/** SPEC §4 popup: the rule's state machine, stepped when the facts change and when its 40 s are up. */
function useTimeBonusPopup(facts: Omit<TimeBonusPopupFacts, 'nowMs'>): [boolean, () => void] {
  const [state, setState] = useState<TimeBonusPopupState>(TIME_BONUS_POPUP_IDLE);
  const latest = useRef(facts);
  latest.current = facts;
  const { timeBonusActive, credits, inMembersArea, dismissed } = facts;

  useEffect(() => {
    setState((current) => timeBonusPopupStep(current, { timeBonusActive, credits, inMembersArea, dismissed, nowMs: Date.now() }));
  }, [timeBonusActive, credits, inMembersArea, dismissed]);

  useEffect(() => {
    const delay = timeBonusPopupDelayMs(state, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => setState((current) => timeBonusPopupStep(current, { ...latest.current, nowMs: Date.now() })), delay);
    return () => clearTimeout(timer);
  }, [state]);

  return [state.phase === 'open', () => setState(closeTimeBonusPopup())];
}

/**
 * The money signals laid over the default layout for a logged-in member (SPEC §2, §4): the time-bonus top banner in
 * the members area and its popup after 40 s at 0 credits; otherwise the welcome discount's banner and modal. All
 * lead to the credits page.
 */
export function MoneyOverlays() {
  const { account } = useViewer();
  const routeName = useRouteName();
  const inMembersArea = isMembersArea(routeName);
  const timeBonus = useTimeBonus();
  const timeBonusActive = timeBonus.secondsLeft !== null;

  const [popupDismissedAt, dismissPopup] = useDismissal(DISMISSAL_KEYS.timeBonusModal);
  const [popupOpen, closePopup] = useTimeBonusPopup({
    timeBonusActive,
    credits: account?.credits ?? 0,
    inMembersArea,
    dismissed: account !== null && dismissedSinceSignup(popupDismissedAt, account.created_at),
  });
  const closeTimeBonus = () => {
    dismissPopup();
    closePopup();
  };

  const [bannerDismissedAt, dismissWelcomeBanner] = useDismissal(APP_DISMISSAL_KEYS.welcomeBonusBanner);
  const [modalDismissedAt, dismissWelcomeModal] = useDismissal(APP_DISMISSAL_KEYS.welcomeBonusModal);
  const welcome = useWelcomeDiscount(welcomeDiscountMayApply(account, timeBonusActive, Date.now()));
  const welcomeEndsAt = welcome?.expires ? Date.parse(welcome.expires) : null;
  const nowMs = useCountdownClock(welcomeEndsAt !== null && Number.isFinite(welcomeEndsAt) ? welcomeEndsAt : null);
  const offer = welcomeDiscountOffer({
    user: account,
    discount: welcome,
    timeBonusActive,
    routeName,
    bannerDismissedAt,
    modalDismissedAt,
    nowMs,
  });

  // SPEC §4 banners, one at a time on a phone (app/rules/bannerPriority.ts): the bars take their place in the slot.
  const timeBonusBar = timeBonusActive && inMembersArea;
  const showTimeBonusBar = useBannerSlot('time_bonus', { wanted: timeBonusBar, pending: timeBonusBar });
  const welcomeBar = offer?.banner === true;
  const showWelcomeBar = useBannerSlot('welcome_bonus', { wanted: welcomeBar, pending: welcomeBar });

  if (!account) return null;
  return (
    <>
      {showTimeBonusBar ? (
        <TimeBonusBanner seconds={timeBonus.secondsLeft ?? 0} percentage={timeBonus.percentage} creditsHref={CREDITS_HREF} />
      ) : null}
      <TimeBonusModal
        open={popupOpen && timeBonusActive}
        onClose={closeTimeBonus}
        onClaim={closeTimeBonus}
        creditsHref={CREDITS_HREF}
        seconds={timeBonus.secondsLeft}
        percentage={timeBonus.percentage}
      />
      {offer && showWelcomeBar ? (
        <WelcomeBonusBanner
          creditsHref={CREDITS_HREF}
          percentage={offer.percentage}
          seconds={offer.secondsLeft}
          onDismiss={dismissWelcomeBanner}
        />
      ) : null}
      {offer ? (
        <WelcomeBonusModal
          open={offer.modal}
          onClose={dismissWelcomeModal}
          onClaim={dismissWelcomeModal}
          creditsHref={CREDITS_HREF}
          percentage={offer.percentage}
          seconds={offer.secondsLeft}
        />
      ) : null}
    </>
  );
}
