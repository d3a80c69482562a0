export { AuthPanel } from './AuthPanel';
export type { AuthPanelProps } from './AuthPanel';
