import { styled } from 'styled-components';

/** Exactly the viewport's height, so the conversation scrolls inside and its send footer stays in view. */
export const ChatRoot = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  height: 100dvh;
  overflow: hidden;
  background: ${({ theme }) => theme.color.background};
`;

export const ChatMain = styled.main`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  min-height: 0;

  &:focus {
    outline: none;
  }
`;
