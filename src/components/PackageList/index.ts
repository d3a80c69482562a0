export { PackageList } from './PackageList';
export type { PackageListProps } from './PackageList';
