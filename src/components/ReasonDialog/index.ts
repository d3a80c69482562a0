export { ReasonDialog } from './ReasonDialog';
export type { ReasonDialogProps, ReasonDialogValues } from './ReasonDialog';
