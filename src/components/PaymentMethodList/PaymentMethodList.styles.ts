import { css, styled } from 'styled-components';
import { visuallyHidden } from '../Field/Field.styles';

export const MethodsFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend<{ $hidden: boolean }>`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const MethodList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const MethodCard = styled.div<{ $checked: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`},
    box-shadow ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &:hover {
    border-color: ${({ theme }) => theme.color.text};
  }
  &:has(input:focus-visible) {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
  ${({ $checked, theme }) =>
    $checked &&
    css`
      border-color: ${theme.color.primary};
      box-shadow: inset 0 0 0 1px ${theme.color.primary};
      background: ${theme.color.primarySurface};
      &:hover {
        border-color: ${theme.color.primary};
      }
    `}
  fieldset:disabled & {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The native radio covers the whole card, invisible, so a click anywhere on the card chooses it. */
export const MethodInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const MethodMark = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 2.25rem;
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
`;

export const MethodText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: break-word;
`;

export const MethodName = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: inherit;
`;

export const MethodDescription = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const SelectedMark = styled.span<{ $checked: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border: 2px solid ${({ $checked, theme }) => ($checked ? theme.color.primary : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ $checked, theme }) => ($checked ? theme.color.primary : 'transparent')};
  color: ${({ theme }) => theme.color.onPrimary};
`;
