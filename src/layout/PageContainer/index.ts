export { PageContainer } from './PageContainer';
export type { PageContainerProps } from './PageContainer';
