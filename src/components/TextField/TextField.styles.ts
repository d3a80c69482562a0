import { css, styled } from 'styled-components';
import { controlStyles } from '../Field/Field.styles';

export const InputWrap = styled.div`
  position: relative;
`;

export const Input = styled.input<{ $withToggle: boolean }>`
  ${controlStyles}
  ${({ $withToggle, theme }) =>
    $withToggle &&
    css`
      padding-inline-end: calc(${theme.size.touchTarget} + ${theme.space[1]});
    `}

  &[type='date'] {
    /* Native date inputs shrink to their content in some engines; keep the form's rhythm. */
    min-width: 0;
    appearance: none;
  }
  &[type='search']::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

export const ToggleButton = styled.button`
  position: absolute;
  top: 50%;
  inset-inline-end: ${({ theme }) => theme.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => `calc(${theme.size.touchTarget} - ${theme.space[2]})`};
  height: ${({ theme }) => `calc(${theme.size.touchTarget} - ${theme.space[2]})`};
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  transform: translateY(-50%);
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
  }
  & > svg {
    width: 1.375rem;
    height: 1.375rem;
  }
`;
