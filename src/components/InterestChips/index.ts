export { InterestChips } from './InterestChips';
export type { InterestChipsProps } from './InterestChips';
