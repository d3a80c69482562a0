export { SavedCardList } from './SavedCardList';
export type { SavedCardListProps } from './SavedCardList';
