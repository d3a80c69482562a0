import { styled } from 'styled-components';

export const WarningsStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.containerMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} 0`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} 0`};
  }
`;
