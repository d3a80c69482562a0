import { styled } from 'styled-components';

/** Keeps the member's own line breaks and spaces; long words and addresses wrap instead of widening the bubble. */
export const TextRoot = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** Inherits the bubble's text colour (readable on both bubble colours) and is told apart by its underline. */
export const MessageLink = styled.a`
  color: inherit;
  text-decoration: underline;
  text-underline-offset: 0.15em;

  &:hover {
    text-decoration-thickness: 2px;
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
