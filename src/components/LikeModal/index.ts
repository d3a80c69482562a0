export { LikeModal } from './LikeModal';
export type { LikeModalProps } from './LikeModal';
