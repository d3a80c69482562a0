import { styled } from 'styled-components';

export type PriceTagSize = 'sm' | 'md' | 'lg';

const SIZES = { sm: 'md', md: 'xl', lg: 'xxl' } as const;

export const PriceTagRoot = styled.span<{ $size: PriceTagSize }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};
  font-size: ${({ $size, theme }) => theme.font.size[SIZES[$size]]};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Original = styled.span`
  font-size: 0.7em;
  color: ${({ theme }) => theme.color.textMuted};

  & > del {
    text-decoration-thickness: 2px;
  }
`;

export const Current = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;
