import { styled } from 'styled-components';

export const ScreenRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.containerMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]} ${theme.space[6]}`};
  box-sizing: border-box;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[7]}`};
  }
`;

/**
 * Phones: one column in reading order photo, name, actions, the rest (the two columns below dissolve with
 * `display: contents` and their parts are ordered). From md: photo and actions beside the details.
 */
export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[6]};
  }
`;

export const Aside = styled.div`
  display: contents;

  & > .profile-photo-skeleton {
    aspect-ratio: 4 / 5;
  }

  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[4]};
    min-width: 0;
  }
`;

export const MainPhoto = styled.div`
  order: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export const MainPhotoImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const ActionArea = styled.div`
  order: 3;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const OwnBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  & > p {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
  & > p > svg {
    flex-shrink: 0;
    margin-top: 0.2em;
  }
`;

export const Main = styled.div`
  display: contents;

  & > * {
    order: 4;
  }

  ${({ theme }) => theme.media.md} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[5]};
    min-width: 0;
  }
`;

export const HeaderInfo = styled.div`
  && {
    order: 2;
  }
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Name = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  overflow-wrap: anywhere;
  hyphens: auto;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
`;

export const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Fact = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;

  & > svg {
    flex-shrink: 0;
  }
`;

export const OnlineTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.successSurface};
  color: ${({ theme }) => theme.color.onSuccessSurface};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.success};
  }
`;

export const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const BlockTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  overflow-wrap: anywhere;
`;

export const Attributes = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    overflow-wrap: anywhere;
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;

export const About = styled.p<{ $empty: boolean }>`
  margin: 0;
  color: ${({ $empty, theme }) => ($empty ? theme.color.textMuted : theme.color.text)};
  font-style: ${({ $empty }) => ($empty ? 'italic' : 'normal')};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: pre-line;
  overflow-wrap: break-word;
`;

export const PremiumCall = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};

  & > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.premium};
  }
`;

export const PremiumCallText = styled.p`
  flex: 1 1 14em;
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Calm = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
  margin: ${({ theme }) => theme.space[6]} auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[5]}`};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`;

export const CalmTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
`;

export const CalmText = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
