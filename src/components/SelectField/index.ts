export { SelectField } from './SelectField';
export type { SelectFieldProps } from './SelectField';
