import { css, styled } from 'styled-components';
import { visuallyHidden } from '../Field/Field.styles';

export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  color: ${({ theme }) => theme.color.text};
`;

export const Legend = styled.legend<{ $hidden: boolean }>`
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

/**
 * Cards sit in rows of up to `$columns` and wrap to the next row rather than squeeze a label: each card is at least as
 * wide as its longest word (min-content), so a label breaks only between words, in every language and at any width.
 */
export const OptionList = styled.div<{ $variant: 'list' | 'cards'; $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
  grid-template-columns: minmax(0, 1fr);

  ${({ $variant, $columns, theme }) =>
    $variant === 'cards' &&
    css`
      display: flex;
      flex-wrap: wrap;
      & > * {
        flex: 1 1 calc((100% - ${theme.space[2]}) / 2 - 1px);
      }
      ${theme.media.md} {
        & > * {
          flex-basis: calc((100% - ${$columns - 1} * ${theme.space[2]}) / ${$columns} - 1px);
        }
      }
    `}
`;

export const OptionCard = styled.div<{ $variant: 'list' | 'cards'; $checked: boolean }>`
  position: relative;
  display: flex;
  align-items: ${({ $variant }) => ($variant === 'cards' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  /* A card is never narrower than its longest word (see OptionList). */
  min-width: ${({ $variant }) => ($variant === 'cards' ? 'min-content' : '0')};
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  transition:
    border-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`},
    background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &:hover:not(:has(input:disabled)) {
    border-color: ${({ theme }) => theme.color.text};
  }

  ${({ $checked, theme }) =>
    $checked &&
    css`
      border-color: ${theme.color.primary};
      box-shadow: inset 0 0 0 1px ${theme.color.primary};
      background: ${theme.color.primarySurface};
      color: ${theme.color.onPrimarySurface};
      &:hover:not(:has(input:disabled)) {
        border-color: ${theme.color.primary};
      }
    `}

  &:has(input:focus-visible) {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }

  &:has(input:disabled) {
    opacity: 0.6;
  }
`;

export const RadioInput = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.1em 0 0;
  appearance: none;
  border: 2px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;

  &:checked {
    border-color: ${({ theme }) => theme.color.primary};
    background: radial-gradient(
      circle,
      ${({ theme }) => theme.color.primary} 0 40%,
      ${({ theme }) => theme.color.surface} 45%
    );
  }
  /* The card shows the focus ring. */
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const OptionIcon = styled.span`
  display: inline-flex;
  flex: none;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

/** The label stretches over the whole card, so a click anywhere on it chooses the option. */
export const OptionLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  /* Between words only: "A woma-n" is worse than a wider card (the list above gives cards their longest word). */
  overflow-wrap: normal;
  word-break: normal;
  hyphens: manual;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

export const OptionDescription = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  [data-checked] & {
    color: inherit;
  }
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
