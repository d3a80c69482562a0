import { styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Hint = styled.p`
  margin: 0;
  max-width: 36em;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** The live region for the result; empty (and so without height) until there is one. */
export const StatusLine = styled.div``;

export const Result = styled.p<{ $tone: 'success' | 'danger' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ $tone, theme }) => ($tone === 'success' ? theme.color.onSuccessSurface : theme.color.onDangerSurface)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  & > svg {
    flex-shrink: 0;
    margin-top: 0.15em;
  }
`;
