export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { ICON_NAMES, type IconName } from './iconShapes';
