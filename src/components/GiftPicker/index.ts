export { GiftPicker } from './GiftPicker';
export type { GiftPickerProps, GiftOption } from './GiftPicker';
