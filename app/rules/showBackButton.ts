import { BACK_BUTTON_ROUTES } from '../../contract/routes';

export interface BackButtonContext {
  /** The site runs as an installed (standalone) app. */
  standalone: boolean;
  /** `window.history.length`. */
  historyLength: number;
  /** The current route's name (route id). */
  routeName: string | null;
}

/** SPEC §2: a back button shows only on the installed app, with history longer than 1, on the listed routes. */
export function showBackButton({ standalone, historyLength, routeName }: BackButtonContext): boolean {
  if (!standalone || historyLength <= 1 || routeName === null) return false;
  return (BACK_BUTTON_ROUTES as readonly string[]).includes(routeName);
}
