import { styled } from 'styled-components';

export const LayoutRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

export const Main = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  width: 100%;

  /* Focus lands here from the skip link and after navigation; the page itself needs no ring. */
  &:focus {
    outline: none;
  }
`;
