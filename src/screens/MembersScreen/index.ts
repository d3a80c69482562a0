export { MembersScreen } from './MembersScreen';
export type { MembersScreenProps } from './MembersScreen';
