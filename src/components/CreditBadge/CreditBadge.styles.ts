import { styled } from 'styled-components';

export const CreditBadgeRoot = styled.span`
  display: inline-flex;
  vertical-align: middle;
`;
