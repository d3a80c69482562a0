import { styled } from 'styled-components';

export const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }

  figure {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const GalleryItem = styled.li`
  min-width: 0;
`;

export const Caption = styled.figcaption`
  display: flex;
  flex-direction: column;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

export const CaptionPlace = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const LockedLink = styled.a`
  position: relative;
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
`;

export const LockedBadge = styled.span`
  position: absolute;
  inset: auto ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
`;
