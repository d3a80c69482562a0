import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { IconName } from '../../components/Icon';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { SkipLink } from '../SkipLink';
import { RoleBadge } from './RoleBadge';
import { staffNavFor, type StaffNavId, type StaffRole } from './staffNav';
import {
  Account,
  AccountText,
  Bar,
  BarButton,
  Body,
  Brand,
  BrandMark,
  BrandText,
  LayoutRoot,
  Main,
  MenuButton,
  NavLink,
  NavList,
  Sidebar,
} from './StaffLayout.styles';

export interface StaffIdentity {
  name: string;
  email: string;
  role: StaffRole;
}

export interface StaffLayoutProps {
  /** The signed-in staff member. */
  staff: StaffIdentity;
  /** The section the current page belongs to; its link gets `aria-current="page"`. */
  current?: StaffNavId;
  /** Where each section lives; a section without an address is left out. Only the role's sections are shown. */
  navHrefs: Partial<Record<StaffNavId, string>>;
  onSignOut: () => void;
  signingOut?: boolean;
  /** The product or site name shown beside the mark (data, not translated). */
  brandName: string;
  /** The back office's start page. */
  homeHref: string;
  children?: ReactNode;
}

const NAV_ICONS: Record<StaffNavId, IconName> = {
  photos: 'image',
  texts: 'info',
  complaints: 'warning',
  members: 'user',
  operator: 'chat',
  sites: 'globe',
  staff: 'lock',
  audit: 'clock',
};

/** The back-office frame: brand, the signed-in staff member and role, navigation by role, sign-out, main landmark. */
export function StaffLayout({ staff, current, navHrefs, onSignOut, signingOut = false, brandName, homeHref, children }: StaffLayoutProps) {
  const { t } = useTranslation('staff');
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const sections = staffNavFor(staff.role).filter((id) => navHrefs[id] !== undefined);

  return (
    <LayoutRoot data-staff-role={staff.role}>
      <SkipLink />
      <Bar>
        <Brand href={homeHref}>
          <BrandMark aria-hidden="true">
            <Icon name="settings" size="1.125rem" />
          </BrandMark>
          <BrandText>
            <span>{brandName}</span>
            <span>{t('layout.back_office')}</span>
          </BrandText>
        </Brand>
        <Account>
          <AccountText>
            <span title={staff.email}>{staff.name}</span>
            <RoleBadge role={staff.role} />
          </AccountText>
          <VisuallyHidden>{t('layout.signed_in_as', { name: staff.name, role: t(`role.${staff.role}`) })}</VisuallyHidden>
          <BarButton type="button" onClick={onSignOut} disabled={signingOut} aria-busy={signingOut || undefined}>
            <Icon name="logout" />
            {t('layout.sign_out')}
          </BarButton>
        </Account>
        {sections.length > 0 ? (
          <MenuButton type="button" aria-expanded={menuOpen} aria-controls={navId} onClick={() => setMenuOpen((open) => !open)}>
            <Icon name={menuOpen ? 'close' : 'menu'} />
            {t('layout.menu')}
          </MenuButton>
        ) : null}
      </Bar>
      <Body>
        {sections.length > 0 ? (
          <Sidebar id={navId} $open={menuOpen}>
            <nav aria-label={t('layout.nav_label')}>
              <NavList>
                {sections.map((id) => (
                  <li key={id}>
                    <NavLink href={navHrefs[id] ?? '#'} aria-current={current === id ? 'page' : undefined} data-nav={id}>
                      <Icon name={NAV_ICONS[id]} />
                      {t(`nav.${id}`)}
                    </NavLink>
                  </li>
                ))}
              </NavList>
            </nav>
          </Sidebar>
        ) : null}
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </LayoutRoot>
  );
}
