import { css, styled, type DefaultTheme } from 'styled-components';
import type { IconButtonSize, IconButtonVariant } from './IconButton';

const ACTIVE = ':not(:disabled):not([aria-disabled="true"])';

function variantCss(variant: IconButtonVariant, { color }: DefaultTheme) {
  switch (variant) {
    case 'ghost':
      return css`
        background: transparent;
        color: inherit;
        &:hover${ACTIVE} {
          background: color-mix(in srgb, currentColor 10%, transparent);
        }
      `;
    case 'solid':
      return css`
        background: ${color.primary};
        color: ${color.onPrimary};
        &:hover${ACTIVE} {
          background: ${color.primaryHover};
        }
      `;
    case 'onNav':
      return css`
        background: transparent;
        color: ${color.onNav};
        &:hover${ACTIVE} {
          background: color-mix(in srgb, ${color.onNav} 14%, transparent);
        }
      `;
  }
}

const SIZES: Record<IconButtonSize, (theme: DefaultTheme) => string> = {
  sm: () => '2.25rem',
  md: (theme) => theme.size.touchTarget,
  lg: () => '3.25rem',
};

const FONT_SIZES: Record<IconButtonSize, (theme: DefaultTheme) => string> = {
  sm: (theme) => theme.font.size.sm,
  md: (theme) => theme.font.size.md,
  lg: (theme) => theme.font.size.xl,
};

export const IconButtonRoot = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size, theme }) => SIZES[$size](theme)};
  height: ${({ $size, theme }) => SIZES[$size](theme)};
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ $size, theme }) => FONT_SIZES[$size](theme)};
  line-height: 1;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: background-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  ${({ $variant, theme }) => variantCss($variant, theme)}

  /* Keep a touch target of at least theme.size.touchTarget for the small size. */
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
`;

export const IconButtonWrap = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
`;

export const IconButtonBadge = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  transform: translate(25%, -15%);
  pointer-events: none;
  display: inline-flex;
`;
