import { css, styled, type DefaultTheme } from 'styled-components';
import type { BadgeTone } from './Badge';

function toneCss(tone: BadgeTone, { color }: DefaultTheme) {
  switch (tone) {
    case 'unread':
      return css`
        background: ${color.unread};
        color: ${color.onUnread};
      `;
    case 'primary':
      return css`
        background: ${color.primary};
        color: ${color.onPrimary};
      `;
    case 'danger':
      return css`
        background: ${color.danger};
        color: ${color.onDanger};
      `;
    case 'warning':
      return css`
        background: ${color.warning};
        color: ${color.onWarning};
      `;
    case 'neutral':
      return css`
        background: ${color.dark};
        color: ${color.onDark};
      `;
  }
}

export const BadgeRoot = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: 1.375rem;
  height: 1.375rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  white-space: nowrap;
  ${({ $tone, theme }) => toneCss($tone, theme)}
`;
