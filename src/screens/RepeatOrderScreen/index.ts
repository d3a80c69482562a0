export { RepeatOrderScreen } from './RepeatOrderScreen';
export type { RepeatOrderScreenProps } from './RepeatOrderScreen';
