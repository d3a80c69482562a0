import { styled, type DefaultTheme } from 'styled-components';
import type { StatusTone } from './StatusTag';

function toneColors(tone: StatusTone, { color }: DefaultTheme) {
  switch (tone) {
    case 'success':
      return { background: color.successSurface, text: color.onSuccessSurface, border: color.success };
    case 'warning':
      return { background: color.warningSurface, text: color.onWarningSurface, border: color.warning };
    case 'danger':
      return { background: color.dangerSurface, text: color.onDangerSurface, border: color.danger };
    case 'info':
      return { background: color.infoSurface, text: color.onInfoSurface, border: color.info };
    case 'neutral':
      return { background: color.surfaceAlt, text: color.text, border: color.borderStrong };
  }
}

export const TagRoot = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: ${({ theme }) => `0.125rem ${theme.space[2]}`};
  border: ${({ theme }) => theme.border.width} solid ${({ $tone, theme }) => toneColors($tone, theme).border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $tone, theme }) => toneColors($tone, theme).background};
  color: ${({ $tone, theme }) => toneColors($tone, theme).text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  vertical-align: middle;

  & > svg {
    flex: none;
  }
`;
