import { baseTheme } from '../../theme/base';

/** SPEC §2: signup is a modal over the current page from the md breakpoint up, and the /signup page below it. */
export function signupPresentation(width: number, breakpoint: number = baseTheme.breakpoint.md): 'modal' | 'page' {
  return width >= breakpoint ? 'modal' : 'page';
}
