export { LikesScreen, LIKES_TABS } from './LikesScreen';
export type { LikesScreenProps, LikesTab } from './LikesScreen';
