import { styled } from 'styled-components';
import { controlStyles } from '../Field/Field.styles';

export const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

export const CountRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[1]};
`;

export const Count = styled.span<{ $atLimit: boolean }>`
  color: ${({ theme, $atLimit }) => ($atLimit ? theme.color.danger : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme, $atLimit }) => ($atLimit ? theme.font.weight.medium : theme.font.weight.regular)};
`;
