import { styled } from 'styled-components';
import { controlStyles } from '../Field/Field.styles';

export const SelectWrap = styled.div`
  position: relative;
`;

export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: calc(${({ theme }) => `${theme.space[3]} + 1.25rem + ${theme.space[2]}`});
  text-overflow: ellipsis;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
  /* Dark niches: the open list uses the control's colours where the engine allows it. */
  & > option {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
  }
`;

export const Chevron = styled.svg`
  position: absolute;
  top: 50%;
  inset-inline-end: ${({ theme }) => theme.space[3]};
  width: 1.25rem;
  height: 1.25rem;
  color: ${({ theme }) => theme.color.textMuted};
  transform: translateY(-50%);
  pointer-events: none;
`;
