export { ProfileScreen } from './ProfileScreen';
export type { ProfileScreenProps } from './ProfileScreen';
