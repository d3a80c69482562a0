import { css, keyframes, styled, type DefaultTheme } from 'styled-components';
import type { ButtonSize, ButtonVariant } from './Button';
import { loadingDelay } from '../Spinner/loadingDelay';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Interactive states exclude disabled buttons and aria-disabled links. */
const ACTIVE = ':not(:disabled):not([aria-disabled="true"])';

function variantCss(variant: ButtonVariant, theme: DefaultTheme) {
  const { color } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${color.primary};
        border-color: ${color.primary};
        color: ${color.onPrimary};
        &:hover${ACTIVE} {
          background: ${color.primaryHover};
          border-color: ${color.primaryHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${color.secondary};
        border-color: ${color.secondary};
        color: ${color.onSecondary};
        &:hover${ACTIVE} {
          background: ${color.secondaryHover};
          border-color: ${color.secondaryHover};
        }
      `;
    case 'outline':
      return css`
        background: ${color.surface};
        border-color: ${color.primary};
        color: ${color.primary};
        &:hover${ACTIVE} {
          background: color-mix(in srgb, ${color.primary} 8%, ${color.surface});
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        border-color: transparent;
        color: inherit;
        &:hover${ACTIVE} {
          background: color-mix(in srgb, currentColor 10%, transparent);
        }
      `;
    case 'danger':
      return css`
        background: ${color.danger};
        border-color: ${color.danger};
        color: ${color.onDanger};
        &:hover${ACTIVE} {
          filter: brightness(0.9);
        }
      `;
    case 'link':
      return css`
        background: transparent;
        border-color: transparent;
        color: ${color.link};
        text-decoration: underline;
        text-underline-offset: 0.15em;
        &:hover${ACTIVE} {
          text-decoration-thickness: 2px;
        }
      `;
  }
}

function sizeCss(size: ButtonSize, variant: ButtonVariant, theme: DefaultTheme) {
  if (variant === 'link') {
    return css`
      min-height: 0;
      padding: 0;
      font-size: inherit;
    `;
  }
  const { space, font, size: sizes } = theme;
  switch (size) {
    case 'sm':
      return css`
        min-height: 2.25rem;
        padding: ${space[1]} ${space[3]};
        font-size: ${font.size.sm};
      `;
    case 'md':
      return css`
        min-height: ${sizes.touchTarget};
        padding: ${space[2]} ${space[4]};
        font-size: ${font.size.md};
      `;
    case 'lg':
      return css`
        min-height: 3.25rem;
        padding: ${space[3]} ${space[5]};
        font-size: ${font.size.lg};
      `;
  }
}

export const ButtonRoot = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  border: ${({ theme }) => theme.border.width} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  text-wrap: balance;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`},
    border-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`},
    filter ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  ${({ $variant, theme }) => variantCss($variant, theme)}
  ${({ $size, $variant, theme }) => sizeCss($size, $variant, theme)}

  /* Small buttons keep a touch target of at least theme.size.touchTarget around them. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: 100%;
    height: 100%;
    min-width: ${({ theme }) => theme.size.touchTarget};
    min-height: ${({ theme }) => theme.size.touchTarget};
    transform: translate(-50%, -50%);
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
`;

export const ButtonLabel = styled.span`
  min-width: 0;
  overflow-wrap: break-word;
`;

export const ButtonIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

export const ButtonSpinner = styled.span`
  display: inline-block;
  flex-shrink: 0;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radius.round};
  /* Hidden for SPEC §7's loading delay (the button is busy at once), then it turns. */
  animation: ${loadingDelay()}, ${spin} 0.7s linear infinite;
`;
