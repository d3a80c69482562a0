import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, isLanguage, type Language } from '../../../locales/languages';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { CreditBadge, creditBadgeTone } from '../../components/CreditBadge';
import { Dropdown } from '../../components/Dropdown';
import { Icon } from '../../components/Icon';
import type { IconName } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { SiteBrand } from '../SiteBrand';
import {
  AccountAvatar,
  AccountHeading,
  AccountName,
  BadgeSlot,
  Chevron,
  IconSlot,
  LanguageCode,
  LoginItem,
  NavBar,
  NavButton,
  NavInner,
  NavLabel,
  NavLink,
  NavList,
  NavListItem,
  NavRegion,
  NavStart,
  PremiumLink,
} from './TopNav.styles';

export type TopNavSection = 'members' | 'chats' | 'likes' | 'credits' | 'premium';

/** Something the member still has to do, offered in the account menu while no banner shows it. */
export type TopNavTask = 'activation' | 'photo' | 'push' | 'notifications_disabled';

const TASK_ICONS: Record<TopNavTask, IconName> = { activation: 'check', photo: 'camera', push: 'bell', notifications_disabled: 'bell' };

export interface TopNavProps {
  siteName: string;
  homeHref: string;
  /** The logged-in member, or null for a visitor. */
  user: null | { name: string; avatarUrl: string | null; credits: number; paidUser: boolean };
  unreadMessages: number;
  newLikes: number;
  language: Language;
  /** The languages offered in the language dropdown, in order. */
  languages: readonly Language[];
  onLanguageChange(language: Language): void;
  hrefs: {
    members: string;
    chats: string;
    likes: string;
    credits: string;
    premium: string;
    profile: string;
    settings: string;
    login: string;
  };
  onLogout(): void;
  /** SPEC §2: only in the installed app, with history, on a few routes; the app decides. */
  showBack?: boolean;
  onBack?(): void;
  /** The section the current page belongs to; its link gets `aria-current="page"`. */
  current?: TopNavSection;
  /**
   * The member's tasks no banner shows now (SPEC §4 banners: one at a time on a phone), first in the account menu:
   * each a link, or an action (e.g. bringing its banner back).
   */
  tasks?: readonly { task: TopNavTask; href?: string; onSelect?: () => void }[];
}

interface NavItemProps {
  href: string;
  icon: IconName;
  label: string;
  /** The count badge, drawn on the icon's corner; hidden from screen readers, which get `badgeText` after the label. */
  badge?: ReactNode;
  badgeText?: string;
  current: boolean;
}

function NavItem({ href, icon, label, badge, badgeText, current }: NavItemProps) {
  return (
    <NavListItem>
      <NavLink href={href} aria-current={current ? 'page' : undefined}>
        <IconSlot>
          <Icon name={icon} size="1.5rem" />
          {badge ? <BadgeSlot aria-hidden="true">{badge}</BadgeSlot> : null}
        </IconSlot>
        <NavLabel>{label}</NavLabel>
        {badge && badgeText ? <VisuallyHidden>{badgeText}</VisuallyHidden> : null}
      </NavLink>
    </NavListItem>
  );
}

/** SPEC §2 top navigation: the member's sections with their badges, the language and account menus, or Login for visitors. */
export function TopNav({
  siteName,
  homeHref,
  user,
  unreadMessages,
  newLikes,
  language,
  languages,
  onLanguageChange,
  hrefs,
  onLogout,
  showBack = false,
  onBack,
  current,
  tasks = [],
}: TopNavProps) {
  const { t } = useTranslation('layout');
  const offered = languages.includes(language) ? languages : [language, ...languages];
  const creditsLow = user !== null && creditBadgeTone(user.credits) !== null;
  const creditsText = user && user.credits > 0 ? t('nav.low_credits', { count: user.credits }) : t('nav.no_credits');

  return (
    <NavBar>
      <NavInner>
        <NavStart>
          {showBack ? (
            <IconButton variant="onNav" icon={<Icon name="chevronLeft" />} label={t('nav.back')} onClick={() => onBack?.()} />
          ) : null}
          <SiteBrand siteName={siteName} homeHref={homeHref} compact={user !== null || showBack} />
        </NavStart>

        <NavRegion aria-label={t('nav.label')}>
          <NavList>
            {user ? (
              <>
                <NavItem href={hrefs.members} icon="search" label={t('nav.members')} current={current === 'members'} />
                <NavItem
                  href={hrefs.chats}
                  icon="chat"
                  label={t('nav.messages')}
                  current={current === 'chats'}
                  badge={unreadMessages > 0 ? <Badge count={unreadMessages} tone="unread" /> : null}
                  badgeText={t('nav.unread_messages', { count: unreadMessages })}
                />
                <NavItem
                  href={hrefs.likes}
                  icon="heart"
                  label={t('nav.likes')}
                  current={current === 'likes'}
                  badge={newLikes > 0 ? <Badge count={newLikes} tone="danger" /> : null}
                  badgeText={t('nav.new_likes', { count: newLikes })}
                />
                {user.paidUser ? (
                  <NavItem
                    href={hrefs.credits}
                    icon="coins"
                    label={t('nav.credits')}
                    current={current === 'credits'}
                    badge={creditsLow ? <CreditBadge credits={user.credits} label={creditsText} /> : null}
                    badgeText={creditsText}
                  />
                ) : (
                  <NavListItem>
                    <PremiumLink href={hrefs.premium} aria-current={current === 'premium' ? 'page' : undefined}>
                      <Icon name="crown" size="1.25rem" />
                      <NavLabel>{t('nav.premium')}</NavLabel>
                    </PremiumLink>
                  </NavListItem>
                )}
              </>
            ) : null}

            <NavListItem>
              <Dropdown.Root>
                <Dropdown.Trigger>
                  <NavButton type="button">
                    <Icon name="globe" size="1.375rem" />
                    <LanguageCode aria-hidden="true">{language}</LanguageCode>
                    <VisuallyHidden>{t('nav.language_button', { language: LANGUAGE_NAMES[language] })}</VisuallyHidden>
                  </NavButton>
                </Dropdown.Trigger>
                <Dropdown.Content align="end">
                  <Dropdown.Label>{t('nav.language')}</Dropdown.Label>
                  <Dropdown.RadioGroup
                    value={language}
                    onValueChange={(value: string) => {
                      if (isLanguage(value) && value !== language) onLanguageChange(value);
                    }}
                  >
                    {offered.map((option) => (
                      <Dropdown.RadioItem key={option} value={option} lang={option}>
                        {LANGUAGE_NAMES[option]}
                      </Dropdown.RadioItem>
                    ))}
                  </Dropdown.RadioGroup>
                </Dropdown.Content>
              </Dropdown.Root>
            </NavListItem>

            {user ? (
              <NavListItem>
                <Dropdown.Root>
                  <Dropdown.Trigger>
                    <NavButton type="button">
                      <AccountAvatar aria-hidden="true">
                        <Avatar src={user.avatarUrl} name={user.name} size="sm" />
                      </AccountAvatar>
                      <AccountName aria-hidden="true">{user.name}</AccountName>
                      <VisuallyHidden>{t('nav.account_menu', { name: user.name })}</VisuallyHidden>
                      <Chevron aria-hidden="true">
                        <Icon name="chevronDown" size="1rem" />
                      </Chevron>
                    </NavButton>
                  </Dropdown.Trigger>
                  <Dropdown.Content align="end">
                    <Dropdown.Label>
                      <AccountHeading>{user.name}</AccountHeading>
                    </Dropdown.Label>
                    {tasks.map(({ task, href, onSelect }) => (
                      <Dropdown.Item key={task} href={href} onSelect={onSelect ? () => onSelect() : undefined} icon={<Icon name={TASK_ICONS[task]} />}>
                        {t(`nav.task.${task}`)}
                      </Dropdown.Item>
                    ))}
                    {tasks.length > 0 ? <Dropdown.Separator /> : null}
                    <Dropdown.Item href={hrefs.profile} icon={<Icon name="user" />}>
                      {t('nav.profile')}
                    </Dropdown.Item>
                    <Dropdown.Item href={hrefs.settings} icon={<Icon name="settings" />}>
                      {t('nav.settings')}
                    </Dropdown.Item>
                    <Dropdown.Separator />
                    <Dropdown.Item onSelect={() => onLogout()} icon={<Icon name="logout" />}>
                      {t('nav.logout')}
                    </Dropdown.Item>
                  </Dropdown.Content>
                </Dropdown.Root>
              </NavListItem>
            ) : (
              <LoginItem>
                <Button href={hrefs.login} variant="secondary" size="sm" iconStart={<Icon name="user" />}>
                  {t('nav.login')}
                </Button>
              </LoginItem>
            )}
          </NavList>
        </NavRegion>
      </NavInner>
    </NavBar>
  );
}
