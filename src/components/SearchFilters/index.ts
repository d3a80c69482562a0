export { SearchFilters } from './SearchFilters';
export type { SearchFiltersProps } from './SearchFilters';
