export { PhotoQueueScreen, PHOTO_REJECT_REASONS } from './PhotoQueueScreen';
export type { PhotoQueueItem, PhotoQueueScreenProps, PhotoRejectReason } from './PhotoQueueScreen';
