import { css, styled } from 'styled-components';

/** The standard screen-reader-only clip: out of sight, still in the accessibility tree. */
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Hidden until focused (skip links): then it shows where it is. */
export const focusableHiddenCss = css`
  &:not(:focus):not(:focus-within) {
    ${visuallyHiddenCss}
  }
`;

export const HiddenRoot = styled.span<{ $focusable: boolean }>`
  ${({ $focusable }) => ($focusable ? focusableHiddenCss : visuallyHiddenCss)}
`;
