export { LanderMemberPhoto } from './LanderMemberPhoto';
export type { LanderMemberPhotoProps } from './LanderMemberPhoto';
