import { pathFor } from '../../contract/routes';

/** The search parameter that opens the signup modal over the current page (desktop). */
export const SIGNUP_PARAM = 'signup';
/** With SIGNUP_PARAM: the profile the visitor signs up to meet (`/members/{id}/signup` on desktop). */
export const SIGNUP_TARGET_PARAM = 'signup_target';

/** The current address with the signup modal open over it; the modal host sends smartphones to the page. */
export function signupOverlayHref(pathname: string, search: string, targetProfileId?: number): string {
  const params = new URLSearchParams(search);
  params.set(SIGNUP_PARAM, '1');
  if (targetProfileId) params.set(SIGNUP_TARGET_PARAM, String(targetProfileId));
  return `${pathname}?${params.toString()}`;
}

/** The current address without the modal: what closing it leaves. */
export function withoutSignupOverlay(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SIGNUP_PARAM);
  params.delete(SIGNUP_TARGET_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The smartphone signup page for an overlay request. */
export function signupPageHref(targetProfileId: number | null): string {
  return targetProfileId ? pathFor('members-id-signup', { id: targetProfileId }) : pathFor('signup');
}

export function parseTargetProfileId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
