export { Toast, ToastRegion, TOAST_TONES } from './Toast';
export type { ToastProps, ToastRegionProps } from './Toast';
