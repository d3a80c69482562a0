import { styled } from 'styled-components';

export const LanderRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

export const LogoBar = styled.header`
  background: ${({ theme }) => theme.color.navBackground};
  color: ${({ theme }) => theme.color.onNav};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const LogoBarInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  max-width: ${({ theme }) => theme.size.containerMax};
  min-height: ${({ theme }) => theme.size.navHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};

  ${({ theme }) => theme.media.md} {
    justify-content: flex-start;
    padding: ${({ theme }) => `0 ${theme.space[4]}`};
  }
`;

export const LanderMain = styled.main`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;

  &:focus {
    outline: none;
  }
`;
