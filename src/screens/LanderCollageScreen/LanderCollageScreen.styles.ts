import { css, styled } from 'styled-components';

/** A mosaic: some tiles span two rows or columns, so the wall does not read as a plain grid. */
export const Collage = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  grid-auto-rows: 1fr;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  height: 100%;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

export const CollageTile = styled.div<{ $index: number }>`
  min-height: 0;
  overflow: hidden;

  & > div {
    height: 100%;
    aspect-ratio: auto;
    border-radius: 0;
  }

  ${({ $index }) =>
    ($index === 0 || $index === 7) &&
    css`
      grid-row: span 2;
      grid-column: span 2;
    `}

  /* Phones show the first nine: the rest would only make the page longer. */
  ${({ $index, theme }) =>
    $index >= 9 &&
    css`
      display: none;
      ${theme.media.md} {
        display: block;
      }
    `}
`;
