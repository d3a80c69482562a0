import { css, styled } from 'styled-components';

export const BarRoot = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.navHeight};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-bottom: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  }
`;

/** The avatar and name: one link to the profile. */
export const Who = styled.a`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  color: inherit;
  text-decoration: none;

  &:hover h1 {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;

export const WhoText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Name = styled.h1`
  margin: 0;
  overflow: hidden;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Status = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const OnlineText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.success};
  }
`;

export const CreditsLink = styled.a<{ $tone: 'warning' | 'danger' | null }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.25rem;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  white-space: nowrap;

  ${({ $tone, theme }) =>
    $tone === 'danger'
      ? css`
          background: ${theme.color.dangerSurface};
          color: ${theme.color.onDangerSurface};
          box-shadow: inset 0 0 0 ${theme.border.width} ${theme.color.danger};
        `
      : $tone === 'warning'
        ? css`
            background: ${theme.color.warningSurface};
            color: ${theme.color.onWarningSurface};
            box-shadow: inset 0 0 0 ${theme.border.width} ${theme.color.warning};
          `
        : css`
            background: ${theme.color.surfaceAlt};
            color: ${theme.color.text};
          `}

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;
