import { styled } from 'styled-components';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

export const EmptyMain = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;

  &:focus {
    outline: none;
  }
`;
