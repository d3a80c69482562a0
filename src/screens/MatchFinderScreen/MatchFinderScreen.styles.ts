import { styled } from 'styled-components';

export const ScreenRoot = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  box-sizing: border-box;
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
  text-align: center;
  /* A card flying out sideways does not widen the page (no sideways scroll on a phone). */
  overflow-x: clip;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]} ${theme.space[6]}`};
  }
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
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

export const Intro = styled.p`
  max-width: 32em;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  /* On a short screen the cards come first; the intro stays for screen readers. */
  @media (max-height: 760px) and (max-width: 767.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  box-sizing: border-box;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  border: ${({ theme }) => `${theme.border.width} dashed ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};

  & > svg {
    color: ${({ theme }) => theme.color.primary};
  }
  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const PanelTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const PanelText = styled.p`
  max-width: 30em;
  margin: 0;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const AlertText = styled.p`
  margin: 0;
  text-align: start;
`;
