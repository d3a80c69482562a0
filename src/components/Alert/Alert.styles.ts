import { styled, type DefaultTheme } from 'styled-components';
import type { AlertTone } from './Alert';

function toneColors(tone: AlertTone, { color }: DefaultTheme) {
  switch (tone) {
    case 'info':
      return { accent: color.info, surface: color.infoSurface, text: color.onInfoSurface };
    case 'success':
      return { accent: color.success, surface: color.successSurface, text: color.onSuccessSurface };
    case 'warning':
      return { accent: color.warning, surface: color.warningSurface, text: color.onWarningSurface };
    case 'danger':
      return { accent: color.danger, surface: color.dangerSurface, text: color.onDangerSurface };
  }
}

export const AlertRoot = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.border.width} solid ${({ $tone, theme }) => `color-mix(in srgb, ${toneColors($tone, theme).accent} 35%, transparent)`};
  border-left: ${({ theme }) => theme.space[1]} solid ${({ $tone, theme }) => toneColors($tone, theme).accent};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $tone, theme }) => toneColors($tone, theme).surface};
  color: ${({ $tone, theme }) => toneColors($tone, theme).text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const AlertIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  padding-top: 0.1em;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const AlertContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: break-word;
  padding-top: 0.1em;

  & p {
    margin: 0;
  }
`;

export const AlertTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const AlertAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

export const AlertDismiss = styled.div`
  flex-shrink: 0;
  margin: ${({ theme }) => `calc(-1 * ${theme.space[1]}) calc(-1 * ${theme.space[1]}) 0 0`};
`;
