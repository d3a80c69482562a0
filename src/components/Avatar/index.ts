export { Avatar, AVATAR_SIZES } from './Avatar';
export type { AvatarProps } from './Avatar';
