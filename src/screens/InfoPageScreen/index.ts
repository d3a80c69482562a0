export { InfoPageScreen } from './InfoPageScreen';
export type { InfoPageScreenProps, InfoPageSite } from './InfoPageScreen';
export type { InfoLinkTarget } from './infoPageContent';
