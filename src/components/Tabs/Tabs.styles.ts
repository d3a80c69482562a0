import { css, styled } from 'styled-components';

export const Root = styled.div`
  min-width: 0;
  font-family: ${({ theme }) => theme.font.body};
`;

export const Nav = styled.nav`
  min-width: 0;
`;

const listStyles = css`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  /* Phones: the row scrolls sideways instead of wrapping. */
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  &::-webkit-scrollbar {
    display: none;
  }
`;

export const TabList = styled.div<{ $fitted: boolean }>`
  ${listStyles}
  ${({ $fitted }) =>
    $fitted &&
    css`
      & > * {
        flex: 1 1 0;
      }
    `}
`;

export const LinkList = styled.ul<{ $fitted: boolean }>`
  ${listStyles}
  ${({ $fitted }) =>
    $fitted &&
    css`
      & > li {
        flex: 1 1 0;
      }
    `}
  & > li {
    display: flex;
  }
`;

/** Shared by the button tab and the link tab; `$selected` draws the indicator. */
export const tabStyles = css<{ $selected: boolean }>`
  position: relative;
  display: inline-flex;
  flex: none;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.font.weight.bold : theme.font.weight.medium)};
  color: ${({ theme, $selected }) => ($selected ? theme.color.text : theme.color.textMuted)};
  white-space: nowrap;
  text-decoration: none;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    right: ${({ theme }) => theme.space[2]};
    bottom: -1px;
    left: ${({ theme }) => theme.space[2]};
    height: 3px;
    background: ${({ theme, $selected }) => ($selected ? theme.color.primary : 'transparent')};
    border-radius: ${({ theme }) => theme.radius.pill};
    transition: background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: -${({ theme }) => theme.border.focusWidth};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const TabButton = styled.button<{ $selected: boolean }>`
  ${tabStyles}
`;

export const TabLink = styled.a<{ $selected: boolean }>`
  ${tabStyles}
  flex: 1 1 auto;
`;

export const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
