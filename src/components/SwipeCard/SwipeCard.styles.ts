import { styled } from 'styled-components';

/**
 * The draggable card. `touch-action: pan-y`: a vertical finger movement still scrolls the page (the browser takes it
 * and cancels the pointer), a sideways one reaches the card.
 */
export const DragRoot = styled.div`
  position: relative;
  z-index: 1;
  touch-action: pan-y;
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  cursor: grab;

  &[data-swipe-state='dragging'] {
    cursor: grabbing;
  }
  &[data-swipe-state='leaving'] {
    pointer-events: none;
  }
  & img {
    -webkit-user-drag: none;
  }
`;

/** LIKE / PASS stamped on the card while it is dragged towards a side. */
export const Stamp = styled.span<{ $kind: 'like' | 'pass' }>`
  position: absolute;
  top: ${({ theme }) => theme.space[5]};
  ${({ $kind, theme }) => ($kind === 'like' ? `left: ${theme.space[4]};` : `right: ${theme.space[4]};`)}
  z-index: 2;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 4px solid ${({ theme, $kind }) => ($kind === 'like' ? theme.color.success : theme.color.danger)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme, $kind }) => ($kind === 'like' ? theme.color.success : theme.color.danger)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  line-height: 1.2;
  text-transform: uppercase;
  transform: rotate(${({ $kind }) => ($kind === 'like' ? '-12deg' : '12deg')});
  pointer-events: none;
`;
