export { IbanField } from './IbanField';
export type { IbanFieldProps } from './IbanField';
