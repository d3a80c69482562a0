import { css, styled } from 'styled-components';
import type { PaymentResultState } from './PaymentResult';

export const ResultRoot = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.modalWidth.md};
  box-sizing: border-box;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  text-align: center;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]}`};
  }
`;

export const Emblem = styled.div<{ $state: PaymentResultState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: ${({ theme }) => theme.radius.round};
  ${({ $state, theme }) => {
    switch ($state) {
      case 'completed':
        return css`
          background: ${theme.color.success};
          color: ${theme.color.onSuccess};
        `;
      case 'failed':
        return css`
          background: ${theme.color.danger};
          color: ${theme.color.onDanger};
        `;
      case 'cancelled':
        return css`
          background: ${theme.color.surfaceAlt};
          color: ${theme.color.text};
        `;
      case 'reversed':
        return css`
          background: ${theme.color.info};
          color: ${theme.color.onInfo};
        `;
      default:
        return css`
          background: ${theme.color.primarySurface};
          color: ${theme.color.primary};
        `;
    }
  }}
`;

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 34rem;
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.heading};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-transform: ${({ theme }) => theme.font.headingTransform};
  letter-spacing: ${({ theme }) => theme.font.headingLetterSpacing};
  overflow-wrap: break-word;
  hyphens: auto;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & > p {
    margin: 0;
  }
`;

export const Highlight = styled.p<{ $tone: 'success' | 'premium' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: start;
  ${({ $tone, theme }) =>
    $tone === 'success'
      ? css`
          background: ${theme.color.successSurface};
          color: ${theme.color.onSuccessSurface};
        `
      : css`
          background: ${theme.color.premium};
          color: ${theme.color.onPremium};
        `}

  & > svg {
    flex: none;
  }
`;

export const Details = styled.dl`
  display: grid;
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: start;
`;

export const DetailsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `0 ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[2]} 0`};

  & + & {
    border-top: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  }
  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

export const Reference = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
    width: auto;
  }
`;
