import { css, styled } from 'styled-components';
import type { BonusBannerTone } from './BonusBanner';

export const BannerRoot = styled.section<{ $tone: BonusBannerTone }>`
  width: 100%;
  box-sizing: border-box;
  ${({ $tone, theme }) =>
    $tone === 'secondary'
      ? css`
          background: ${theme.color.secondary};
          color: ${theme.color.onSecondary};
        `
      : css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
        `}
`;

export const BannerInner = styled.div<{ $dismissible: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.size.containerMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  ${({ $dismissible, theme }) => ($dismissible ? `padding-inline-end: calc(${theme.size.touchTarget} + ${theme.space[1]});` : '')}

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[4]};
    padding-top: ${({ theme }) => theme.space[3]};
    padding-bottom: ${({ theme }) => theme.space[3]};
    padding-inline-start: ${({ theme }) => theme.space[4]};
  }
`;

/** Phones leave it out: the title already names the percentage, and the band stays slim. */
export const BannerEmblem = styled.span`
  display: none;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.heading};

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
`;

export const BannerPercent = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

export const BannerBody = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `0 ${theme.space[4]}`};
  min-width: 0;
`;

export const BannerText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: break-word;

  & > p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const BannerTitle = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const BannerAction = styled.div`
  flex: none;
  max-width: 45%;
`;

export const DismissSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[1]};
  inset-inline-end: ${({ theme }) => theme.space[1]};
`;
