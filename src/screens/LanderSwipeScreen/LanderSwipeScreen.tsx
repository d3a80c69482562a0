import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { LanderCta } from '../../components/LanderCta';
import { LanderMemberPhoto } from '../../components/LanderMemberPhoto';
import { LanderPage, largePhoto, photosFirst, type LanderMember, type LanderScreenProps } from '../../components/LanderPage';
import { LanderSteps } from '../../components/LanderSteps';
import type { SwipeDirection } from '../../components/SwipeCard';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  CardInfo,
  CardName,
  CardPlace,
  Deck,
  DeckArea,
  DeckCard,
  EndCard,
  EndTitle,
  Progress,
  SwipeButton,
  SwipeButtons,
  SwipeHint,
  TopCard,
} from './LanderSwipeScreen.styles';

export type LanderSwipeScreenProps = LanderScreenProps;

/** Cards in the demo deck; the visitor swipes through them before the signup. */
export const SWIPE_DECK_SIZE = 5;
/**
 * SPEC §2 `/landers/tinderswipe`: a demo of swiping. The visitor likes or passes members (dragging the card right or
 * left, or the buttons); the card flies out, and when the deck is done the page
 * asks them to sign up to see who likes them back.
 */
export function LanderSwipeScreen({ copyVariant, siteName, signupHref, members, membersLoading = false }: LanderSwipeScreenProps) {
  const { t } = useTranslation('landing');
  const [position, setPosition] = useState(0);
  const [likes, setLikes] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  // The top card flying out; the deck moves on once it is out (SwipeCard's onLeft).
  const [leaving, setLeaving] = useState<SwipeDirection | null>(null);

  const deck: Array<LanderMember | null> =
    members.length > 0 ? photosFirst(members).slice(0, SWIPE_DECK_SIZE) : Array.from({ length: SWIPE_DECK_SIZE - 1 }, () => null);
  const done = position >= deck.length;
  const current = done ? undefined : deck[position];
  const nameOf = (member: LanderMember | null | undefined) => member?.name ?? t('members.someone');

  const choose = (decision: SwipeDirection) => {
    if (done || leaving) return;
    const name = nameOf(current);
    setAnnouncement(decision === 'like' ? t('swipe.liked', { name }) : t('swipe.passed', { name }));
    setLeaving(decision);
  };
  const moveOn = () => {
    if (leaving === 'like') setLikes((count) => count + 1);
    setPosition((value) => value + 1);
    setLeaving(null);
  };

  const deckView = done ? (
    <EndCard data-swipe="done">
      <Icon name="heartFilled" size="3rem" />
      <EndTitle>{t('swipe.end_title')}</EndTitle>
      <p>{likes > 0 ? t('swipe.end_body', { count: likes }) : t('swipe.end_body_none')}</p>
      <LanderCta href={signupHref} label={t('swipe.end_cta')} align="center" />
    </EndCard>
  ) : (
    <>
      <Deck aria-busy={membersLoading || undefined}>
        {deck
          .map((member, index) => ({ member, index }))
          .slice(position, position + 3)
          .reverse()
          .map(({ member, index }) => {
            const top = index === position;
            const depth = index - position;
            const photo = (
              <DeckCard
                key={member?.id ?? `placeholder-${index}`}
                $depth={depth}
                aria-hidden={!top || undefined}
                data-swipe-card={top ? 'top' : 'under'}
              >
                <LanderMemberPhoto
                  src={largePhoto(member)}
                  shape="portrait"
                  seed={member?.id ?? index}
                  blurred={member === null}
                  loading={membersLoading}
                />
                <CardInfo>
                  <CardName>
                    {member && member.age !== null ? t('members.name_age', { name: member.name, age: member.age }) : nameOf(member)}
                  </CardName>
                  {member?.city ? (
                    <CardPlace>
                      <Icon name="mapPin" size="1em" />
                      {member.city}
                    </CardPlace>
                  ) : null}
                </CardInfo>
              </DeckCard>
            );
            if (!top) return photo;
            return (
              <TopCard
                key={member?.id ?? `placeholder-${index}`}
                onSwipe={choose}
                leaving={leaving}
                onLeft={moveOn}
                likeHint={t('swipe.stamp_like')}
                passHint={t('swipe.stamp_pass')}
              >
                {photo}
              </TopCard>
            );
          })}
      </Deck>
      <SwipeButtons>
        <SwipeButton type="button" $kind="pass" disabled={leaving !== null} onClick={() => choose('pass')} aria-label={t('swipe.pass', { name: nameOf(current) })}>
          <Icon name="close" size="1.75rem" />
        </SwipeButton>
        <SwipeButton type="button" $kind="like" disabled={leaving !== null} onClick={() => choose('like')} aria-label={t('swipe.like', { name: nameOf(current) })}>
          <Icon name="heartFilled" size="1.75rem" />
        </SwipeButton>
      </SwipeButtons>
      <Progress>{t('swipe.left', { count: deck.length - position })}</Progress>
      <SwipeHint>{t('swipe.hint')}</SwipeHint>
    </>
  );

  return (
    <LanderPage
      name="tinderswipe"
      signupHref={signupHref}
      copyVariant={copyVariant}
      finaleTitle={t('swipe.finale', { site: siteName })}
      hero={{ title: t('swipe.title'), lead: t('swipe.lead'), media: <DeckArea>{deckView}</DeckArea> }}
    >
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <LanderSteps />
    </LanderPage>
  );
}
