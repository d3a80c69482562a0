import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PREMIUM_MORE_CHANCE_PERCENT } from '../../../contract/constants';
import { AuthPanel } from '../../components/AuthPanel';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import {
  AvatarRow,
  CardGrid,
  CardIcon,
  CardTitle,
  Hero,
  HeroEmblem,
  HeroLead,
  HeroTitle,
  MoreMembers,
  ScreenRoot,
  SpinnerRow,
} from './ActivateDoneScreen.styles';

export interface ActivateDoneMember {
  id: number;
  name: string;
  photoUrl: string | null;
}

export interface ActivateDoneScreenProps {
  /** `activating`: the link's token is being confirmed. `done`: the account is active. */
  state: 'activating' | 'done';
  /** The member's profile name, for the greeting. */
  name?: string;
  /** Free credits the new account received (settings.signup_credits). */
  signupCredits?: number;
  /** A few members to show in the overview card, as avatars. */
  members?: readonly ActivateDoneMember[];
  /** How many members there are in all, for "+N more"; defaults to the avatars shown. */
  memberCount?: number;
  profileHref: string;
  premiumHref: string;
  membersHref: string;
}

const AVATARS_SHOWN = 5;

/**
 * SPEC §2 activation-done page: a success header and three cards — you're signed up (complete your profile),
 * get premium (SPEC §9: 46% more chance), and a member overview.
 */
export function ActivateDoneScreen({
  state,
  name,
  signupCredits = 0,
  members = [],
  memberCount,
  profileHref,
  premiumHref,
  membersHref,
}: ActivateDoneScreenProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();

  if (state === 'activating') {
    return (
      <AuthPanel title={t('activate.activating_title')} description={t('activate.activating_body')} busy data-activate-state="activating">
        <SpinnerRow>
          <Spinner size="lg" label={t('activate.activating_title')} />
        </SpinnerRow>
      </AuthPanel>
    );
  }

  const shown = members.slice(0, AVATARS_SHOWN);
  const more = Math.max(0, (memberCount ?? members.length) - shown.length);

  return (
    <ScreenRoot aria-labelledby={titleId} data-activate-state="done">
      <Hero>
        <HeroEmblem aria-hidden="true">
          <Icon name="check" size="2rem" />
        </HeroEmblem>
        <HeroTitle id={titleId}>{name ? t('activate.done_title_name', { name }) : t('activate.done_title')}</HeroTitle>
        <HeroLead>{t('activate.done_lead')}</HeroLead>
      </Hero>
      <CardGrid>
        <Card as="li" padding="lg" data-card="profile">
          <CardIcon $tone="primary" aria-hidden="true">
            <Icon name="user" />
          </CardIcon>
          <CardTitle>{t('activate.card_profile_title')}</CardTitle>
          <Card.Body>
            <p>
              {signupCredits > 0
                ? t('activate.card_profile_credits', { count: signupCredits })
                : t('activate.card_profile_body')}
            </p>
          </Card.Body>
          <Card.Footer>
            <Button href={profileHref} fullWidth>
              {t('activate.card_profile_action')}
            </Button>
          </Card.Footer>
        </Card>
        <Card as="li" padding="lg" data-card="premium">
          <CardIcon $tone="premium" aria-hidden="true">
            <Icon name="crown" />
          </CardIcon>
          <CardTitle>{t('activate.card_premium_title')}</CardTitle>
          <Card.Body>
            <p>{t('activate.card_premium_body', { percent: PREMIUM_MORE_CHANCE_PERCENT })}</p>
          </Card.Body>
          <Card.Footer>
            <Button href={premiumHref} variant="secondary" fullWidth iconStart={<Icon name="crown" />}>
              {t('activate.card_premium_action')}
            </Button>
          </Card.Footer>
        </Card>
        <Card as="li" padding="lg" data-card="members">
          <CardIcon $tone="success" aria-hidden="true">
            <Icon name="heart" />
          </CardIcon>
          <CardTitle>{t('activate.card_members_title')}</CardTitle>
          <Card.Body>
            <p>{t('activate.card_members_body')}</p>
            {shown.length > 0 ? (
              <AvatarRow aria-label={t('activate.members_label')}>
                {shown.map((member) => (
                  <li key={member.id}>
                    <Avatar src={member.photoUrl} name={member.name} size="md" />
                  </li>
                ))}
                {more > 0 ? (
                  <li>
                    <MoreMembers>{t('activate.more_members', { count: more })}</MoreMembers>
                  </li>
                ) : null}
              </AvatarRow>
            ) : null}
          </Card.Body>
          <Card.Footer>
            <Button href={membersHref} variant="outline" fullWidth iconStart={<Icon name="search" />}>
              {t('activate.card_members_action')}
            </Button>
          </Card.Footer>
        </Card>
      </CardGrid>
    </ScreenRoot>
  );
}
