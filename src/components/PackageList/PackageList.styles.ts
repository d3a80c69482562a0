import { styled } from 'styled-components';
import { visuallyHidden } from '../Field/Field.styles';

/** Cards at least 13rem wide, as many per row as fit (four in the page container); rows: one per line. */
export const Grid = styled.ul<{ $layout: 'cards' | 'rows' }>`
  display: grid;
  grid-template-columns: ${({ $layout }) => ($layout === 'rows' ? 'minmax(0, 1fr)' : 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))')};
  gap: ${({ $layout, theme }) => ($layout === 'rows' ? theme.space[2] : theme.space[4])};
  align-items: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SelectFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend<{ $hidden: boolean }>`
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;
