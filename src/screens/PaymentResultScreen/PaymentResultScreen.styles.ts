import { styled } from 'styled-components';

export const ScreenRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 100%;
  box-sizing: border-box;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  }
`;
