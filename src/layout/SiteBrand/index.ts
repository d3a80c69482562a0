export { SiteBrand } from './SiteBrand';
export type { SiteBrandProps } from './SiteBrand';
