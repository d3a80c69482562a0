import { styled } from 'styled-components';

export const ScreenRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  box-sizing: border-box;
  width: 100%;
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[6]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[7]}`};
  }
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  overflow: hidden;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  list-style: none;
`;

export const Item = styled.li<{ $unread: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[3]}`};
  background: ${({ $unread, theme }) => ($unread ? theme.color.primarySurface : 'transparent')};
  color: ${({ $unread, theme }) => ($unread ? theme.color.onPrimarySurface : theme.color.text)};

  & + & {
    border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  }

  &:hover {
    background: ${({ $unread, theme }) => ($unread ? theme.color.primarySurface : theme.color.surfaceAlt)};
  }

  &:focus-within:has(a:focus-visible) {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: -${({ theme }) => theme.border.focusWidth};
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const TopLine = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const NameHeading = styled.h2`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The whole row is the link: its box covers the item, the delete button sits above it. */
export const RowLink = styled.a`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

export const Time = styled.time`
  flex-shrink: 0;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const BottomLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const Preview = styled.p<{ $unread: boolean }>`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ $unread, theme }) => ($unread ? theme.font.weight.bold : theme.font.weight.regular)};
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ $unread, theme }) => ($unread ? 'inherit' : theme.color.textMuted)};
`;

export const ItemAction = styled.div`
  position: relative;
  z-index: 1;
  flex-shrink: 0;
`;

export const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};

  & + & {
    border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  }
`;

export const SkeletonLines = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  border: ${({ theme }) => `${theme.border.width} dashed ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export const EmptyTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const EmptyText = styled.p`
  max-width: 32em;
  margin: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const AlertText = styled.p`
  margin: 0;
`;
