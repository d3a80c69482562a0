export { MemberGrid } from './MemberGrid';
export type { MemberGridProps } from './MemberGrid';
