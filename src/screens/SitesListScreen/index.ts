export { SitesListScreen } from './SitesListScreen';
export type { SiteListItem, SitesListScreenProps } from './SitesListScreen';
export { NicheSwatch } from './NicheSwatch';
