export { StaffAccountsScreen, STAFF_STATUSES } from './StaffAccountsScreen';
export type {
  StaffAccountRow,
  StaffAccountsScreenProps,
  StaffCreateField,
  StaffCreateValues,
  StaffSiteOption,
  StaffStatus,
  StaffUpdateValues,
} from './StaffAccountsScreen';
