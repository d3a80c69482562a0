import { css, styled, type DefaultTheme } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const LimitLine = styled.p<{ $notice?: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  ${({ $notice, theme }) =>
    $notice
      ? css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${theme.space[2]} ${theme.space[3]};
          padding: ${theme.space[3]};
          border-radius: ${theme.radius.md};
          background: ${theme.color.warningSurface};
          color: ${theme.color.onWarningSurface};
          & > span {
            flex: 1 1 16em;
          }
        `
      : ''}
`;

/** Phones: one photo per row, the picture beside its tags and buttons. From sm: a grid of tiles. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const PhotoTile = styled.li`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  align-items: start;
  min-width: 0;

  & > p {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.sm} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const TileDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const PhotoFrame = styled.div<{ $main: boolean }>`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  box-shadow: ${({ $main, theme }) => ($main ? `0 0 0 ${theme.border.focusWidth} ${theme.color.primary}` : 'none')};

  & > [role='status'] {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${({ theme }) => `color-mix(in srgb, ${theme.color.surface} 60%, transparent)`};
  }
`;

export const PhotoImage = styled.img<{ $dimmed: boolean; $preview?: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  ${({ $dimmed }) => ($dimmed ? 'filter: grayscale(0.6); opacity: 0.75;' : '')}
  ${({ $preview, theme }) =>
    $preview
      ? css`
          width: 8rem;
          height: 8rem;
          border-radius: ${theme.radius.md};
        `
      : ''}
`;

export const TagRow = styled.div`
  display: flex;
  &:empty {
    display: none;
  }
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

type TagTone = 'main' | 'pending' | 'rejected' | 'private';

function tagColors(tone: TagTone, { color }: DefaultTheme): [string, string] {
  switch (tone) {
    case 'main':
      return [color.primary, color.onPrimary];
    case 'pending':
      return [color.warning, color.onWarning];
    case 'rejected':
      return [color.danger, color.onDanger];
    case 'private':
      return [color.dark, color.onDark];
  }
}

export const StatusTag = styled.span<{ $tone: TagTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $tone, theme }) => tagColors($tone, theme)[0]};
  color: ${({ $tone, theme }) => tagColors($tone, theme)[1]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.1;
  overflow-wrap: anywhere;
`;

export const TileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0;
  color: ${({ theme }) => theme.color.text};
`;

export const PhotoError = styled.p<{ $block?: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  ${({ $block, theme }) =>
    $block
      ? css`
          padding: ${theme.space[3]};
          border-radius: ${theme.radius.md};
          background: ${theme.color.dangerSurface};
          color: ${theme.color.onDangerSurface};
        `
      : ''}
`;

export const UploadTile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  grid-column: 1 / -1;
  width: 100%;
  min-height: 5rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 2px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &:hover {
    background: ${({ theme }) => theme.color.primarySurface};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
  &[aria-busy='true'] {
    cursor: progress;
    color: ${({ theme }) => theme.color.textMuted};
  }

  ${({ theme }) => theme.media.sm} {
    aspect-ratio: 1;
  }
`;

export const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

/** The icon set has one chevron: "later" is the left one mirrored. */
export const Flip = styled.span`
  display: inline-flex;
  transform: scaleX(-1);
`;
