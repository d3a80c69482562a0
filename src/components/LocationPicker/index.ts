export { LocationPicker } from './LocationPicker';
export type { LocationPickerProps } from './LocationPicker';
