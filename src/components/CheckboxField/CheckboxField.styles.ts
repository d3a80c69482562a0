import { css, styled } from 'styled-components';

/** The 44-px touch cell that holds the visual box, so the control lines up with the label's first line. */
export const ControlCell = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
`;

const focusRing = css`
  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;

export const CheckboxInput = styled.input`
  flex: none;
  width: 1.375rem;
  height: 1.375rem;
  margin: 0;
  appearance: none;
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  ${focusRing}

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.text};
  }
  &:checked {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[aria-invalid='true']:not(:checked) {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  & + svg {
    position: absolute;
    width: 1rem;
    height: 1rem;
    color: ${({ theme }) => theme.color.onPrimary};
    pointer-events: none;
    visibility: hidden;
  }
  &:checked + svg {
    visibility: visible;
  }
`;

export const SwitchInput = styled.input`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  margin: 0;
  appearance: none;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  ${focusRing}

  &::before {
    content: '';
    position: absolute;
    top: 2px;
    inset-inline-start: 2px;
    width: calc(1.5rem - 8px);
    height: calc(1.5rem - 8px);
    background: ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.round};
    transition: transform ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};
  }
  &:checked {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:checked::before {
    background: ${({ theme }) => theme.color.onPrimary};
    transform: translateX(1.25rem);
  }
  &:dir(rtl):checked::before {
    transform: translateX(-1.25rem);
  }
  &[aria-invalid='true']:not(:checked) {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
