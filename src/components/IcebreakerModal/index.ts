export { IcebreakerModal } from './IcebreakerModal';
export type { IcebreakerModalProps } from './IcebreakerModal';
