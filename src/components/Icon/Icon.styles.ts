import { styled } from 'styled-components';

export const Svg = styled.svg`
  display: inline-block;
  flex-shrink: 0;
  vertical-align: middle;
  overflow: visible;
`;
