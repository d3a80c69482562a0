/**
 * The banners of a logged-in member's default layout (SPEC §4 "Banners for a logged-in user"), most important first:
 * the activation reminder (without it the account stays disabled), the time bonus (it runs out; the welcome discount
 * takes its place when there is none), the profile-photo alert, the push-notification alert and the
 * disabled-notifications alert.
 */
export const BANNER_PRIORITY = ['activation', 'time_bonus', 'welcome_bonus', 'photo', 'push', 'notifications_disabled'] as const;
export type BannerKind = (typeof BANNER_PRIORITY)[number];

/**
 * How many banners show at once: one on a phone (below the md breakpoint, 768 px), where three stacked alerts and the
 * bonus bar took a third of the screen; two on wider screens, where each is a single line. README "Banners".
 */
export const MAX_BANNERS = { phone: 1, wide: 2 } as const;

/** The banners that have a way back in the account menu while another banner takes their place, or after a dismissal. */
export const MENU_TASKS = ['activation', 'photo', 'push', 'notifications_disabled'] as const satisfies readonly BannerKind[];
export type MenuTask = (typeof MENU_TASKS)[number];

export interface BannersShownInput {
  /** The banners whose own rule says they show here and now (route, dismissal, state). */
  readonly wanted: ReadonlySet<BannerKind>;
  /** Below the md breakpoint. */
  readonly phone: boolean;
  /** A banner the member asked for from the account menu: it goes first, whatever its priority. */
  readonly requested: BannerKind | null;
}

/** The banners to show, in order: the wanted ones by priority (a requested one first), at most MAX_BANNERS. */
export function bannersShown({ wanted, phone, requested }: BannersShownInput): BannerKind[] {
  const ordered = BANNER_PRIORITY.filter((kind) => wanted.has(kind));
  const first = requested !== null && wanted.has(requested) ? [requested, ...ordered.filter((kind) => kind !== requested)] : ordered;
  return first.slice(0, phone ? MAX_BANNERS.phone : MAX_BANNERS.wide);
}

/**
 * The account menu's entries ("Activate your account", "Add a photo", "Turn on notifications", …): each task still
 * to do (its condition holds, whatever the page or a dismissal says) that no banner shows now, in priority order.
 */
export function pendingMenuTasks(pending: ReadonlySet<BannerKind>, shown: readonly BannerKind[]): MenuTask[] {
  return MENU_TASKS.filter((task) => pending.has(task) && !shown.includes(task));
}
