export { SwipeGameScreen } from './SwipeGameScreen';
export type { SwipeGameScreenProps } from './SwipeGameScreen';
