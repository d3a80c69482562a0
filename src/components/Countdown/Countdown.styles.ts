import { css, styled } from 'styled-components';

export type CountdownTone = 'inherit' | 'primary' | 'danger';
export type CountdownSize = 'md' | 'lg';

export const Root = styled.span<{ $tone: CountdownTone; $size: CountdownSize }>`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
  color: ${({ theme, $tone }) => ($tone === 'inherit' ? 'inherit' : theme.color[$tone])};

  & > time {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.xxl : theme.font.size.md)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
    ${({ $size }) =>
      $size === 'lg' &&
      css`
        line-height: 1.1;
      `}
  }
`;

export const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
