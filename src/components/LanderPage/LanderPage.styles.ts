import { styled } from 'styled-components';

export const PageRoot = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  overflow-x: clip;
`;

export const FinaleBand = styled.section`
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;

export const FinaleInner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.size.modalWidth.lg};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  text-align: center;
`;

export const FinaleTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  overflow-wrap: anywhere;
  hyphens: auto;
`;

export const FinaleBody = styled.p`
  margin: 0;
  max-width: 36em;
  font-size: ${({ theme }) => theme.font.size.lg};
`;
