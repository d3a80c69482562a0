export { Badge, BADGE_TONES } from './Badge';
export type { BadgeProps } from './Badge';
export { capCount } from './capCount';
