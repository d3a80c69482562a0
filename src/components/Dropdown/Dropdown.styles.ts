import * as Menu from '@radix-ui/react-dropdown-menu';
import { css, keyframes, styled } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

export const MenuContent = styled(Menu.Content)`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  box-sizing: border-box;
  min-width: 12rem;
  max-width: min(20rem, calc(100vw - 2 * ${({ theme }) => theme.space[3]}));
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.font.size.md};
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
  animation: ${appear} ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &:focus {
    outline: none;
  }
`;

const itemCss = css<{ $tone?: 'default' | 'danger' }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  box-sizing: border-box;
  width: 100%;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.color.danger : theme.color.text)};
  font: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: start;
  text-decoration: none;
  overflow-wrap: break-word;
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${({ $tone, theme }) => ($tone === 'danger' ? theme.color.dangerSurface : theme.color.surfaceAlt)};
    color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.color.onDangerSurface : theme.color.text)};
  }

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.focus};
  }

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const MenuItem = styled(Menu.Item)<{ $tone: 'default' | 'danger' }>`
  ${itemCss}
`;

/** The anchor inside a link item (the item renders through it with asChild). */
export const MenuItemLink = styled.a<{ $tone: 'default' | 'danger' }>`
  ${itemCss}
`;

export const MenuRadioItem = styled(Menu.RadioItem)<{ $tone?: 'default' | 'danger' }>`
  ${itemCss}
  padding-inline-start: ${({ theme }) => theme.space[2]};

  &[data-state='checked'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const MenuItemIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: inherit;
`;

/** Keeps radio labels aligned whether or not they are checked. */
export const MenuIndicatorSlot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 1.25rem;
  color: ${({ theme }) => theme.color.primary};
`;

export const MenuLabel = styled(Menu.Label)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[1]}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const MenuSeparator = styled(Menu.Separator)`
  height: ${({ theme }) => theme.border.width};
  margin: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  background: ${({ theme }) => theme.color.border};
`;
