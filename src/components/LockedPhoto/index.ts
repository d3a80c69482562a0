export { LockedPhoto } from './LockedPhoto';
export type { LockedPhotoProps } from './LockedPhoto';
