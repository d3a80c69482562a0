export { IconButton, ICON_BUTTON_VARIANTS, ICON_BUTTON_SIZES } from './IconButton';
export type { IconButtonProps } from './IconButton';
