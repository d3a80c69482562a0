export { ProfileActions } from './ProfileActions';
export type { ProfileActionsProps } from './ProfileActions';
