export { PhotoLightbox } from './PhotoLightbox';
export type { PhotoLightboxProps } from './PhotoLightbox';
