import { styled, type DefaultTheme } from 'styled-components';
import type { PaymentStatus } from '../../../contract/credits';

function statusColors(status: PaymentStatus, { color }: DefaultTheme) {
  switch (status) {
    case 'completed':
      return { background: color.successSurface, text: color.onSuccessSurface, border: color.success };
    case 'pending':
      return { background: color.warningSurface, text: color.onWarningSurface, border: color.warning };
    case 'failed':
      return { background: color.dangerSurface, text: color.onDangerSurface, border: color.danger };
    case 'cancelled':
      return { background: color.surfaceAlt, text: color.text, border: color.borderStrong };
    case 'reversed':
      return { background: color.infoSurface, text: color.onInfoSurface, border: color.info };
  }
}

export const StatusRoot = styled.span<{ $status: PaymentStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `0.125rem ${theme.space[2]}`};
  border: ${({ theme }) => theme.border.width} solid ${({ $status, theme }) => statusColors($status, theme).border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $status, theme }) => statusColors($status, theme).background};
  color: ${({ $status, theme }) => statusColors($status, theme).text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
`;
