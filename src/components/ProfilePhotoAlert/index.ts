export { ProfilePhotoAlert } from './ProfilePhotoAlert';
export type { ProfilePhotoAlertProps } from './ProfilePhotoAlert';
