export { Link } from './Link';
export type { LinkProps } from './Link';
export { LinkProvider } from './LinkProvider';
export type { LinkComponent } from './LinkProvider';
