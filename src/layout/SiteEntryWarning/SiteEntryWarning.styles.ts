import { styled } from 'styled-components';

export const WarningHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const AgeSeal = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onDanger};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.03em;
`;

export const ConfirmIntro = styled.p`
  margin: ${({ theme }) => `${theme.space[3]} 0 ${theme.space[2]}`};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const ConfirmList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    flex: none;
    margin-top: 0.125em;
    color: ${({ theme }) => theme.color.success};
  }
`;

export const RememberNote = styled.p`
  margin: ${({ theme }) => `${theme.space[4]} 0 0`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
