import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterestKey } from '../../../contract/interests';
import { FictionalNotice } from '../../components/FictionalNotice';
import { Icon } from '../../components/Icon';
import { InterestChips } from '../../components/InterestChips';
import { LanderMemberPhoto } from '../../components/LanderMemberPhoto';
import { LanderPage, type LanderMember, type LanderPageHero, type LanderScreenProps } from '../../components/LanderPage';
import { LanderSection } from '../../components/LanderSection';
import { LanderSteps } from '../../components/LanderSteps';
import { LanderTrust } from '../../components/LanderTrust';
import { Link } from '../../components/Link';
import type { FictionalWording } from '../../components/MemberCard/MemberCard';
import { Skeleton } from '../../components/Skeleton';
import {
  About,
  Bubble,
  ChatHeader,
  ChatMock,
  ChatName,
  Details,
  Detail,
  MatchHeart,
  MatchPair,
  MatchPhoto,
  OnlineBadge,
  ReplyLink,
  SpotlightPhoto,
  Typing,
} from './LanderMemberScreen.styles';

export const LANDER_MEMBER_VARIANTS = ['spotlight', 'message', 'match'] as const;
/** `spotlight`: /members/{id}/landing. `message`: …/landing2 (a chat invitation). `match`: …/landing3. */
export type LanderMemberVariant = (typeof LANDER_MEMBER_VARIANTS)[number];

export const LANDER_MEMBER_STATES = ['loading', 'ready', 'missing'] as const;
export type LanderMemberState = (typeof LANDER_MEMBER_STATES)[number];

/** The featured member, from their public profile. */
export interface LanderFeaturedMember extends LanderMember {
  about: string;
  interests: readonly InterestKey[];
  /** An entertainment profile run by the site: only such a profile may be shown with a written line (marked so). */
  fictional: boolean;
}

/** The longest part of the profile text a lander quotes; the rest is for members. */
export const ABOUT_EXCERPT_LENGTH = 280;

export interface LanderMemberScreenProps extends Omit<LanderScreenProps, 'members' | 'membersLoading'> {
  variant: LanderMemberVariant;
  /** `missing`: the member does not exist (any more) or is hidden; the page invites to meet others. */
  state: LanderMemberState;
  member?: LanderFeaturedMember;
  /** The site's fictional-profile wording (SPEC §3), in the reader's language; without it nothing is quoted. */
  fictional?: FictionalWording;
}

function excerpt(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= ABOUT_EXCERPT_LENGTH) return trimmed;
  const cut = trimmed.slice(0, ABOUT_EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > ABOUT_EXCERPT_LENGTH / 2 ? lastSpace : ABOUT_EXCERPT_LENGTH).trimEnd()}…`;
}

function MemberDetails({ member, centered = false }: { member: LanderFeaturedMember; centered?: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <Details $centered={centered}>
      {member.age !== null ? <Detail>{t('member.age', { age: member.age })}</Detail> : null}
      {member.city ? (
        <Detail>
          <Icon name="mapPin" size="1em" />
          {member.city}
        </Detail>
      ) : null}
      {member.online ? <Detail $online>{t('members.online')}</Detail> : null}
    </Details>
  );
}

/**
 * SPEC §2 member landers (`/members/{id}/landing`, `/landing2/{slug?}`, `/landing3/{slug?}`): a page that features one
 * member — a spotlight, a chat invitation, or a possible match — and signs the visitor up to meet them.
 */
export function LanderMemberScreen({ variant, state, member, fictional, copyVariant, siteName, signupHref }: LanderMemberScreenProps) {
  const { t } = useTranslation('landing');
  const page = (hero: LanderPageHero, children?: ReactNode, finaleTitle?: string) => (
    <LanderPage
      name={`member-${variant}`}
      signupHref={signupHref}
      copyVariant={copyVariant}
      finaleTitle={finaleTitle ?? t('member.finale', { site: siteName })}
      hero={hero}
    >
      {children}
    </LanderPage>
  );

  if (state === 'missing') {
    return page(
      { layout: 'centered', title: t('member.missing_title'), lead: t('member.missing_lead', { site: siteName }) },
      <LanderSteps tone="alt" />,
    );
  }
  if (state === 'loading' || !member) {
    return page({
      title: t('member.loading_title'),
      lead: <Skeleton shape="text" lines={2} />,
      media: <LanderMemberPhoto src={null} shape="portrait" loading />,
    });
  }

  const name = member.name;
  const details = <MemberDetails member={member} centered={variant === 'match'} />;
  const interests =
    member.interests.length > 0 ? <InterestChips interests={member.interests} label={t('member.interests_label', { name })} /> : null;
  const about = member.about.trim() ? (
    <LanderSection title={t('member.about_title', { name })} tone="alt">
      <About>{excerpt(member.about)}</About>
      {interests}
    </LanderSection>
  ) : interests ? (
    <LanderSection title={t('member.interests_label', { name })} tone="alt">
      {interests}
    </LanderSection>
  ) : null;

  if (variant === 'message') {
    // Honest pages: the written line and the typing dots are the site's own, for an entertainment profile only, and
    // shown with its mark. A real member has written nothing: the page invites the visitor to write first.
    const quoted = member.fictional && fictional !== undefined;
    return page(
      {
        title: quoted ? t('member.message_title', { name }) : t('member.write_first_title', { name }),
        lead: quoted ? t('member.message_lead', { site: siteName }) : t('member.write_first_lead', { name, site: siteName }),
        ctaLabel: quoted ? t('member.message_cta', { name }) : t('member.write_first_cta', { name }),
        children: (
          <>
            {details}
            {quoted ? <FictionalNotice {...fictional} data-lander-fictional="" /> : null}
          </>
        ),
        media: (
          <ChatMock
            aria-label={quoted ? t('member.chat_label', { name }) : t('member.write_first_label', { name })}
            role="group"
            data-quoted={quoted || undefined}
          >
            <ChatHeader>
              <LanderMemberPhoto src={member.photoUrl} shape="circle" seed={member.id} />
              <ChatName>
                <strong>{name}</strong>
                {quoted ? <FictionalNotice {...fictional} variant="badge" /> : null}
                {member.online ? <OnlineBadge>{t('members.online')}</OnlineBadge> : null}
              </ChatName>
            </ChatHeader>
            {quoted ? (
              <>
                <Bubble>{t('member.message_bubble', { name })}</Bubble>
                <Typing aria-label={t('member.typing', { name })} role="img">
                  <span />
                  <span />
                  <span />
                </Typing>
              </>
            ) : null}
            <ReplyLink as={Link} href={signupHref}>
              {quoted ? t('member.reply_placeholder') : t('member.write_first_placeholder', { name })}
              <Icon name="send" />
            </ReplyLink>
          </ChatMock>
        ),
      },
      <>
        {about}
        <LanderTrust />
      </>,
    );
  }

  if (variant === 'match') {
    return page(
      {
        layout: 'centered',
        title: t('member.match_title', { name }),
        lead: t('member.match_lead', { name }),
        ctaLabel: t('member.match_cta', { name }),
        children: details,
        media: (
          <MatchPair>
            <MatchPhoto>
              <LanderMemberPhoto src={null} shape="circle" seed={member.id + 1} />
            </MatchPhoto>
            <MatchHeart aria-hidden="true">
              <Icon name="heartFilled" size="2rem" />
            </MatchHeart>
            <MatchPhoto>
              <LanderMemberPhoto src={member.photoUrl} shape="circle" seed={member.id} alt={name} />
            </MatchPhoto>
          </MatchPair>
        ),
      },
      <>
        {about}
        <LanderSteps />
      </>,
      t('member.match_finale', { name }),
    );
  }

  return page(
    {
      title: t('member.spotlight_title', { name }),
      lead: t('member.spotlight_lead', { name, site: siteName }),
      ctaLabel: t('member.spotlight_cta', { name }),
      children: details,
      media: (
        <SpotlightPhoto>
          <LanderMemberPhoto src={member.photoUrl} shape="portrait" seed={member.id} alt={name} />
        </SpotlightPhoto>
      ),
    },
    <>
      {about}
      <LanderTrust tone="plain" />
    </>,
  );
}
