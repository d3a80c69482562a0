import { css, styled } from 'styled-components';

export const NoticeRoot = styled.p<{ $variant: 'inline' | 'box' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & > svg {
    flex: none;
    margin-top: 0.15em;
    color: ${({ theme }) => theme.color.success};
  }

  ${({ $variant, theme }) =>
    $variant === 'box'
      ? css`
          padding: ${theme.space[3]};
          border: ${theme.border.width} solid ${theme.color.border};
          border-radius: ${theme.radius.md};
          background: ${theme.color.surfaceAlt};
          color: ${theme.color.text};
          & > svg {
            color: ${theme.color.text};
          }
        `
      : css`
          color: ${theme.color.textMuted};
          & > svg {
            color: currentColor;
          }
        `}
`;

export const NoticeText = styled.span`
  min-width: 0;
  overflow-wrap: break-word;
`;
