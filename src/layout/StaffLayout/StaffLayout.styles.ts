import { css, styled } from 'styled-components';
import { Link } from '../../components/Link';
import type { StaffRole } from './staffNav';

export const LayoutRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-height: ${({ theme }) => theme.size.navHeight};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.color.navBackground};
  color: ${({ theme }) => theme.color.onNav};
  box-shadow: ${({ theme }) => theme.shadow.md};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  }
`;

export const Brand = styled(Link)`
  display: inline-flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  min-height: ${({ theme }) => theme.size.touchTarget};
  color: ${({ theme }) => theme.color.onNav};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.color.onNav};
    text-decoration: none;
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

export const BrandMark = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;

export const BrandText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span + span {
    color: ${({ theme }) => theme.color.navMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const AccountText = styled.span`
  display: none;
  flex-direction: column;
  align-items: flex-end;
  min-width: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  & > span:first-child {
    max-width: 16rem;
    overflow: hidden;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  ${({ theme }) => theme.media.md} {
    display: flex;
  }
`;

/** Role colours: distinct per role, but the role is always written out too. */
export const RolePill = styled.span<{ $role: StaffRole }>`
  display: inline-flex;
  width: fit-content;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.6;
  white-space: nowrap;
  ${({ $role, theme }) => {
    switch ($role) {
      case 'admin':
        return css`
          background: ${theme.color.dangerSurface};
          color: ${theme.color.onDangerSurface};
        `;
      case 'moderator':
        return css`
          background: ${theme.color.warningSurface};
          color: ${theme.color.onWarningSurface};
        `;
      case 'operator':
        return css`
          background: ${theme.color.infoSurface};
          color: ${theme.color.onInfoSurface};
        `;
      default:
        return css`
          background: ${theme.color.successSurface};
          color: ${theme.color.onSuccessSurface};
        `;
    }
  }}
`;

const barButton = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.navMuted}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.onNav};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.color.onNav} 12%, transparent);
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: default;
    opacity: 0.7;
  }
`;

export const BarButton = styled.button`
  ${barButton}
`;

export const MenuButton = styled.button`
  ${barButton}
  order: -1;

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;

  ${({ theme }) => theme.media.lg} {
    flex-direction: row;
  }
`;

export const Sidebar = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  background: ${({ theme }) => theme.color.surface};

  ${({ theme }) => theme.media.lg} {
    display: block;
    flex: none;
    width: 15rem;
    border-right: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
    border-bottom: 0;
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.size.navHeight};
    padding: ${({ theme }) => theme.space[3]};
  }
`;

export const NavLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
    text-decoration: none;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primarySurface};
    color: ${({ theme }) => theme.color.onPrimarySurface};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: inset ${({ theme }) => theme.border.focusWidth} 0 0 ${({ theme }) => theme.color.primary};
  }
`;

export const Main = styled.main`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[7]}`};

  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]} ${theme.space[8]}`};
  }
`;
