export { PhotoManager } from './PhotoManager';
export type { PhotoManagerProps } from './PhotoManager';
