import { styled } from 'styled-components';

/** Out of sight until focused; then a clear pill at the top left, above everything else. */
export const SkipAnchor = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.progress};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  /* Up and out of the page, with no shadow left to bleed into its top edge. */
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: none;
    box-shadow: ${({ theme }) => theme.shadow.lg};
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;
