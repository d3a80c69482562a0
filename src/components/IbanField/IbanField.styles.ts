import { styled } from 'styled-components';
import { controlStyles } from '../Field/Field.styles';

export const IbanInput = styled.input`
  ${controlStyles}
  font-family: ${({ theme }) => theme.font.mono};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;
`;
