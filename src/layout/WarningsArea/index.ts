export { WarningsArea } from './WarningsArea';
export type { WarningsAreaProps } from './WarningsArea';
