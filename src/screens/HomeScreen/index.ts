export { HomeScreen } from './HomeScreen';
export type { HomeScreenProps } from './HomeScreen';
