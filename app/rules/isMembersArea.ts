import { MEMBERS_AREA_ROUTES } from '../../contract/routes';

/** SPEC §2: the members area is members, members-id, chats, likes, likes-m-id and premium. */
export function isMembersArea(routeName: string | null): boolean {
  return routeName !== null && (MEMBERS_AREA_ROUTES as readonly string[]).includes(routeName);
}
