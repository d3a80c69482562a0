export { GeolocationButton } from './GeolocationButton';
export type { GeolocationButtonProps } from './GeolocationButton';
