import { styled } from 'styled-components';

export const AlertText = styled.p`
  margin: 0;
  max-width: 40em;
`;
