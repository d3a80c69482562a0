export { SwipeDeck, SwipeDeckSkeleton } from './SwipeDeck';
export type { SwipeDeckProps } from './SwipeDeck';
