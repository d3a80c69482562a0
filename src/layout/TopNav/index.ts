export { TopNav } from './TopNav';
export type { TopNavProps, TopNavTask } from './TopNav';
