import { styled } from 'styled-components';

export const ScreenRoot = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  }
`;

export const PlaceholderCard = styled.section`
  width: 100%;
  max-width: ${({ theme }) => theme.size.modalWidth.md};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[5]}`};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: ${({ theme }) => `${theme.border.width} dashed ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[6]}`};
  }
`;

export const Emblem = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatar.md};
  height: ${({ theme }) => theme.size.avatar.md};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.infoSurface};
  color: ${({ theme }) => theme.color.onInfoSurface};
`;

export const ComingSoonTag = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const Title = styled.h1`
  margin: 0;
  max-width: 100%;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  /* Long compound words (German, Finnish) hyphenate where the browser knows how, and only break as a last resort. */
  hyphens: auto;
  overflow-wrap: break-word;
  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Message = styled.p`
  margin: 0;
  max-width: 36em;
  color: ${({ theme }) => theme.color.textMuted};
`;
