import { css, styled } from 'styled-components';
import type { LanderFeatureLayout } from './LanderFeatures';

export const FeatureList = styled.ul<{ $count: number; $layout: LanderFeatureLayout }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $count, $layout }) => ($layout === 'inline' ? 2 : Math.min($count, 3))}, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(${({ $count }) => Math.min($count, 4)}, minmax(0, 1fr));
  }
`;

export const FeatureItem = styled.li<{ $tone: 'light' | 'dark'; $layout: LanderFeatureLayout }>`
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'inline' ? 'row' : 'column')};
  gap: ${({ theme, $layout }) => ($layout === 'inline' ? theme.space[3] : theme.space[2])};
  padding: ${({ theme, $layout }) => ($layout === 'inline' ? theme.space[4] : theme.space[5])};
  border-radius: ${({ theme, $layout }) => ($layout === 'inline' ? theme.radius.md : theme.radius.lg)};
  ${({ $tone, $layout, theme }) =>
    $tone === 'dark'
      ? css`
          background: ${theme.color.dark};
          color: ${theme.color.onDark};
        `
      : css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          ${$layout === 'inline' ? `border: ${theme.border.width} solid ${theme.color.border};` : `box-shadow: ${theme.shadow.sm};`}
        `}
`;

/** Selling points take the primary colour; trust points the calm success tint. */
export const FeatureIcon = styled.span<{ $layout: LanderFeatureLayout }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${({ $layout, theme }) =>
    $layout === 'inline'
      ? css`
          width: ${theme.size.touchTarget};
          height: ${theme.size.touchTarget};
          border-radius: ${theme.radius.round};
          background: ${theme.color.successSurface};
          color: ${theme.color.onSuccessSurface};
        `
      : css`
          width: ${theme.size.avatar.md};
          height: ${theme.size.avatar.md};
          border-radius: ${theme.radius.md};
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
        `}
`;

export const FeatureText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const FeatureTitle = styled.h3<{ $layout: LanderFeatureLayout }>`
  margin: 0;
  font-size: ${({ theme, $layout }) => ($layout === 'inline' ? theme.font.size.md : theme.font.size.lg)};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

/** Inline points are secondary text; on the dark tone the body keeps the card's own colour. */
export const FeatureBody = styled.p<{ $layout: LanderFeatureLayout }>`
  margin: 0;
  ${({ $layout, theme }) =>
    $layout === 'inline' &&
    css`
      font-size: ${theme.font.size.sm};
    `}
`;
