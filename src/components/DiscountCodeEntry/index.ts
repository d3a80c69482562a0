export { DiscountCodeEntry } from './DiscountCodeEntry';
export type { DiscountCodeEntryProps } from './DiscountCodeEntry';
