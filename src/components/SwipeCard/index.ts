export { SwipeCard } from './SwipeCard';
export type { SwipeCardProps } from './SwipeCard';
export type { SwipeDirection } from './swipeGesture';
