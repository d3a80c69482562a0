import { styled } from 'styled-components';

export const Allowance = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: inset 0 0 0 ${({ theme }) => `${theme.border.width} ${theme.color.border}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Hearts = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.primary};

  & > span {
    display: inline-flex;
  }
  & > [data-used] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
