export { Dropdown } from './Dropdown';
export type { DropdownProps, DropdownContentProps, DropdownItemProps, DropdownRadioGroupProps, DropdownRadioItemProps } from './Dropdown';
