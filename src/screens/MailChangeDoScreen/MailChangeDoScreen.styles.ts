import { styled } from 'styled-components';

export const Address = styled.strong`
  overflow-wrap: anywhere;
`;

export const SpinnerRow = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]} 0;
`;
