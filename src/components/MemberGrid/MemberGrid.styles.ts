import { css, styled } from 'styled-components';

type Layout = 'grid' | 'row';

export const GridList = styled.ul<{ $layout: Layout }>`
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $layout, theme }) =>
    $layout === 'grid'
      ? css`
          display: grid;
          grid-template-columns: repeat(2, minmax(0, 1fr));
          gap: ${theme.space[3]};

          ${theme.media.md} {
            grid-template-columns: repeat(3, minmax(0, 1fr));
            gap: ${theme.space[4]};
          }
          ${theme.media.lg} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
          ${theme.media.xl} {
            grid-template-columns: repeat(5, minmax(0, 1fr));
          }
        `
      : css`
          display: grid;
          grid-auto-columns: minmax(9.5rem, 42%);
          grid-auto-flow: column;
          gap: ${theme.space[3]};
          /* Room for the cards' shadow and focus ring inside the scroller. */
          padding: ${theme.space[1]} ${theme.space[1]} ${theme.space[3]};
          overflow-x: auto;
          overscroll-behavior-x: contain;
          scroll-snap-type: x mandatory;

          /* Six suggestions fill two rows of three, then one row of six. */
          ${theme.media.md} {
            grid-auto-columns: minmax(0, 1fr);
            grid-auto-flow: row;
            grid-template-columns: repeat(3, minmax(0, 1fr));
            gap: ${theme.space[4]};
            overflow: visible;
          }
          ${theme.media.lg} {
            grid-template-columns: repeat(6, minmax(0, 1fr));
          }
        `}
`;

export const GridItem = styled.li<{ $layout: Layout }>`
  min-width: 0;
  ${({ $layout }) => ($layout === 'row' ? 'scroll-snap-align: start;' : '')}
`;

export const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  & > .member-photo-skeleton {
    aspect-ratio: 4 / 5;
    border-radius: 0;
  }
`;

export const SkeletonInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
`;
