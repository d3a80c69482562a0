export { ComplaintsScreen } from './ComplaintsScreen';
export type { ComplaintFormValues, ComplaintsScreenProps } from './ComplaintsScreen';
