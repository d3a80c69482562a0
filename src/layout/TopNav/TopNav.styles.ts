import { css, styled } from 'styled-components';
import { Link } from '../../components/Link';

export const NavBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  background: ${({ theme }) => theme.color.navBackground};
  color: ${({ theme }) => theme.color.onNav};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const NavInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: ${({ theme }) => theme.size.containerMax};
  min-height: ${({ theme }) => theme.size.navHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `0 ${theme.space[4]}`};
  }
`;

export const NavStart = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 auto;
  min-width: 0;
`;

export const NavRegion = styled.nav`
  flex: none;
`;

export const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[1]};
  }
`;

export const NavListItem = styled.li`
  display: flex;
`;

/** What every link and button on the bar shares: a 44 px target (40 px wide on phones), on-nav colours, a clear focus ring. */
const navAction = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 2.5rem;
  min-height: ${({ theme }) => theme.size.touchTarget};
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[1]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.onNav};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.color.onNav} 12%, transparent);
    text-decoration: none;
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.onNav}`};
    outline-offset: -${({ theme }) => theme.border.focusWidth};
  }

  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.onNav};
  }

  &[data-state='open'] {
    background: color-mix(in srgb, ${({ theme }) => theme.color.onNav} 16%, transparent);
  }

  ${({ theme }) => theme.media.sm} {
    min-width: ${({ theme }) => theme.size.touchTarget};
    padding: ${({ theme }) => `0 ${theme.space[2]}`};
  }
`;

export const NavLink = styled(Link)`
  ${navAction}
`;

export const NavButton = styled.button`
  ${navAction}
`;

/** The Get Premium call to action: the premium colour makes it stand out from the other links. */
export const PremiumLink = styled(Link)`
  ${navAction}
  background: ${({ theme }) => theme.color.premium};
  color: ${({ theme }) => theme.color.onPremium};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &:hover {
    background: ${({ theme }) => theme.color.secondaryHover};
    color: ${({ theme }) => theme.color.onSecondary};
  }

  &[aria-current='page'] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.onNav};
  }

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `0 ${theme.space[4]} 0 ${theme.space[3]}`};
  }
`;

export const IconSlot = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;

/** Centres a count badge on the icon's top right corner, so a wide "99+" stays clear of the next icon. */
export const BadgeSlot = styled.span`
  position: absolute;
  top: -0.625rem;
  left: 1.25rem;
  display: inline-flex;
  transform: translateX(-50%);
  pointer-events: none;
`;

/** Nav text: for screen readers only on small screens (icons alone), visible from the lg breakpoint. */
export const NavLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;

  ${({ theme }) => theme.media.lg} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    clip-path: none;
  }
`;

export const LanguageCode = styled.span`
  display: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;

  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

export const AccountAvatar = styled.span`
  display: inline-flex;
  flex: none;
`;

export const AccountName = styled.span`
  display: none;
  max-width: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;

  ${({ theme }) => theme.media.xl} {
    display: inline;
  }
`;

export const Chevron = styled.span`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: inline-flex;
  }
`;

export const AccountHeading = styled.span`
  display: block;
  max-width: 16rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const LoginItem = styled.li`
  display: flex;
  margin-left: ${({ theme }) => theme.space[1]};
`;
