import { styled, type DefaultTheme } from 'styled-components';
import type { AuthPanelTone, AuthPanelWidth } from './AuthPanel';

export function toneSurface(tone: AuthPanelTone, { color }: DefaultTheme): { background: string; foreground: string } {
  switch (tone) {
    case 'primary':
      return { background: color.primarySurface, foreground: color.onPrimarySurface };
    case 'success':
      return { background: color.successSurface, foreground: color.onSuccessSurface };
    case 'info':
      return { background: color.infoSurface, foreground: color.onInfoSurface };
    case 'warning':
      return { background: color.warningSurface, foreground: color.onWarningSurface };
    case 'danger':
      return { background: color.dangerSurface, foreground: color.onDangerSurface };
  }
}

function maxWidth(width: AuthPanelWidth, theme: DefaultTheme): string {
  if (width === 'lg') return theme.size.containerMax;
  if (width === 'md') return theme.size.modalWidth.md;
  // A short form reads best a little wider than the small modal: 28rem.
  return `calc(${theme.size.modalWidth.sm} + ${theme.space[6]})`;
}

export const PanelRoot = styled.div<{ $width: AuthPanelWidth }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ $width, theme }) => maxWidth($width, theme)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  }
`;

export const Brand = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.navBackground};
  color: ${({ theme }) => theme.color.onNav};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const Panel = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[3]};
  box-sizing: border-box;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[5]}`};
  overflow: hidden;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  overflow-wrap: break-word;

  /* A thin brand stripe along the top edge: the site's colours, without a word of text. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: ${({ theme }) => theme.space[1]};
    background: linear-gradient(90deg, ${({ theme }) => `${theme.color.primary}, ${theme.color.secondary}`});
  }

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space[7]} ${theme.space[6]} ${theme.space[6]}`};
  }
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
`;

export const Emblem = styled.span<{ $tone: AuthPanelTone }>`
  display: inline-flex;
  align-self: center;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatar.md};
  height: ${({ theme }) => theme.size.avatar.md};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ $tone, theme }) => toneSurface($tone, theme).background};
  color: ${({ $tone, theme }) => toneSurface($tone, theme).foreground};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  /* Long compound words (German, Finnish) hyphenate where the browser knows how. */
  hyphens: auto;
  overflow-wrap: break-word;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Description = styled.p`
  margin: 0 auto;
  max-width: 34em;
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Content = styled.div<{ $align: 'start' | 'center' }>`
  display: flex;
  text-align: ${({ $align }) => $align};
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[2]};
  min-width: 0;

  & > p {
    margin: 0;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
  }
`;

export const Footer = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
