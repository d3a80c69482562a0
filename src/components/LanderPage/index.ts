export { LanderPage } from './LanderPage';
export type { LanderPageProps, LanderPageHero, LanderMember, LanderScreenProps } from './LanderPage';
export { useNicheCopy } from './nicheCopy';
export { landerMemberFromCard, largePhoto, photosFirst } from './landerMember';
