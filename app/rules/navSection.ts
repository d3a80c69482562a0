export type NavSection = 'members' | 'chats' | 'likes' | 'credits' | 'premium';

const SECTIONS: Record<string, NavSection> = {
  members: 'members',
  'members-id': 'members',
  chats: 'chats',
  'chats-id': 'chats',
  likes: 'likes',
  'likes-type': 'likes',
  'likes-m-id': 'likes',
  credits: 'credits',
  'credits-id-paymentmethod': 'credits',
  'credits-repeat-order': 'credits',
  premium: 'premium',
};

/** Which top-navigation entry the current route belongs to (it gets aria-current), if any. */
export function navSection(routeName: string | null): NavSection | undefined {
  return routeName === null ? undefined : SECTIONS[routeName];
}
