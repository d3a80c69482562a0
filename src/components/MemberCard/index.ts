export { MemberCard } from './MemberCard';
export type { FictionalWording, MemberCardData, MemberCardProps } from './MemberCard';
