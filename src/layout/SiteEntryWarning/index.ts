export { SiteEntryWarning } from './SiteEntryWarning';
export type { SiteEntryWarningProps } from './SiteEntryWarning';
