export { PhotoSendPreview } from './PhotoSendPreview';
export type { PhotoSendPreviewProps } from './PhotoSendPreview';
