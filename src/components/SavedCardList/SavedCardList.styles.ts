import { css, styled } from 'styled-components';

export const CardsFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const CardList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CardItem = styled.div<{ $checked: boolean; $expired: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;

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
  ${({ $expired, theme }) =>
    $expired &&
    css`
      cursor: not-allowed;
      background: ${theme.color.surfaceAlt};
      &:hover {
        border-color: ${theme.color.borderStrong};
      }
    `}
  fieldset:disabled & {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const CardInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const CardMark = styled.span`
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

export const CardDetails = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const CardLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  cursor: inherit;
  overflow-wrap: anywhere;
`;

export const CardExpiry = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const ExpiredTag = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Above the covering radio, so the button gets its own clicks. */
export const RemoveSlot = styled.span`
  position: relative;
  z-index: 1;
  flex: none;
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
