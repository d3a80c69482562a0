import { styled } from 'styled-components';

export const BenefitList = styled.ul<{ $layout: 'grid' | 'list' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $layout }) => ($layout === 'grid' ? 'repeat(2, minmax(0, 1fr))' : '1fr')};
  }
`;

export const BenefitItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const BenefitIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.premium};
  color: ${({ theme }) => theme.color.onPremium};
`;

export const BenefitText = styled.span`
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: break-word;
`;
