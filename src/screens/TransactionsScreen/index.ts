export { TransactionsScreen } from './TransactionsScreen';
export type { TransactionsScreenProps } from './TransactionsScreen';
