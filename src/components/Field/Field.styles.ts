import { css, styled } from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;

/** The look shared by every text-like control (input, select, textarea), so the fields line up in a form. */
export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.size.touchTarget};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-family: inherit;
  /* 1rem keeps mobile Safari from zooming into the field on focus. */
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => `${theme.border.width} solid ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color-scheme: ${({ theme }) => theme.mode};
  transition:
    border-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`},
    box-shadow ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.text};
  }
  &:focus {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceAlt};
    cursor: not-allowed;
  }
`;

export const Root = styled.div<{ $layout: 'stacked' | 'inline' }>`
  /* Spacing is margins, not gap: the empty live regions must stay rendered (so they announce) without adding space. */
  display: grid;
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};

  ${({ $layout, theme }) =>
    $layout === 'inline' &&
    css`
      grid-template-columns: auto minmax(0, 1fr);
      column-gap: ${theme.space[3]};
      align-items: start;

      & > :not([data-field-control]) {
        grid-column: 2;
      }
      & > [data-field-control] {
        grid-column: 1;
        grid-row: 1 / span 2;
      }
    `}
  ${({ $layout, theme }) =>
    $layout === 'stacked' &&
    css`
      & > [data-field-control] {
        margin-top: ${theme.space[2]};
      }
    `}
`;

export const Label = styled.label<{ $hidden: boolean; $inline: boolean }>`
  display: block;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme, $inline }) => ($inline ? theme.font.weight.regular : theme.font.weight.medium)};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
  ${({ $inline, theme }) =>
    $inline &&
    css`
      /* Centres the first line on the control beside it. */
      padding-top: calc((${theme.size.touchTarget} - 1.2em) / 2);
      cursor: pointer;
      line-height: 1.2;
    `}
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const OptionalMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Hint = styled.div`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const Suggestion = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

export const ErrorRegion = styled.div``;

export const ErrorText = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  align-items: flex-start;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    width: 1.25em;
    height: 1.25em;
    margin-top: 0.125em;
  }
`;
