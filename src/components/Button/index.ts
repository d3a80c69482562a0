export { Button, BUTTON_VARIANTS, BUTTON_SIZES } from './Button';
export type { ButtonProps } from './Button';
