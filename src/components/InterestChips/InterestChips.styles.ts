import { css, styled } from 'styled-components';

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.button<{ $selected: boolean; $interactive: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.25rem;
  max-width: 100%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: ${({ theme }) => theme.border.width} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: start;

  ${({ $interactive, theme }) =>
    $interactive
      ? css`
          position: relative;
          min-height: ${theme.size.touchTarget};
          border-color: ${theme.color.borderStrong};
          cursor: pointer;
          transition:
            background-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
            border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
          &:hover:not(:disabled) {
            border-color: ${theme.color.primary};
          }
          &:focus-visible {
            outline: ${theme.border.focusWidth} solid ${theme.color.focus};
            outline-offset: 2px;
          }
          &:disabled {
            cursor: not-allowed;
            opacity: 0.55;
          }
        `
      : ''}

  ${({ $selected, theme }) =>
    $selected
      ? css`
          border-color: ${theme.color.primary};
          background: ${theme.color.primarySurface};
          color: ${theme.color.onPrimarySurface};
          &:hover:not(:disabled) {
            border-color: ${theme.color.primaryHover};
          }
        `
      : ''}
`;

export const ChipIcon = styled.span`
  flex-shrink: 0;
  font-size: 1.15em;
  line-height: 1;
`;

export const ChipLabel = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The tick on a chosen chip: the choice is not shown by colour alone. */
export const ChipMark = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  &:empty {
    display: none;
  }
`;
