import { css, styled } from 'styled-components';

export const NoticeRoot = styled.div<{ $variant: 'full' | 'badge' }>`
  ${({ $variant, theme }) =>
    $variant === 'full'
      ? css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${theme.space[2]} ${theme.space[3]};
          padding: ${theme.space[3]};
          border: ${theme.border.width} solid color-mix(in srgb, ${theme.color.info} 35%, transparent);
          border-radius: ${theme.radius.md};
          background: ${theme.color.infoSurface};
          color: ${theme.color.onInfoSurface};
          font-size: ${theme.font.size.sm};
          line-height: ${theme.font.lineHeight.normal};
        `
      : css`
          display: inline-flex;
          max-width: 100%;
        `}
`;

/**
 * The badge: the icon flows with the label's words (not a column of its own), so a long word gets the badge's whole
 * width. The label is the site's own text ("entertainment profile", "Fiktives Unterhaltungsprofil"): on a narrow card
 * it wraps between words (hyphenated where the browser knows the language), never cut short with an ellipsis.
 */
export const NoticeBadge = styled.span`
  display: inline-block;
  box-sizing: border-box;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space[1]} 0.375rem`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.info};
  color: ${({ theme }) => theme.color.onInfo};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: break-word;
  hyphens: auto;
`;

export const NoticeIcon = styled.span`
  margin-inline-end: ${({ theme }) => theme.space[1]};
  font-size: 1.1em;
  line-height: 1;
`;

export const NoticeText = styled.p`
  flex: 1 1 16em;
  margin: 0;
  overflow-wrap: break-word;
`;
