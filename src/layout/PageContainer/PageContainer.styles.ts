import { styled } from 'styled-components';

export const ContainerRoot = styled.div<{ $narrow: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.size.modalWidth.lg : theme.size.containerMax)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  }
`;
