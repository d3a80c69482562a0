export { CreditBadge } from './CreditBadge';
export type { CreditBadgeProps } from './CreditBadge';
export { creditBadgeTone } from './creditBadgeTone';
