/**
 * Whether this tab counts as focused for web push (issue 6: no push goes to a member with a focused tab open): the
 * page is visible and has the focus. The realtime socket reports it as `{type:"focus", focused}` when it opens and
 * whenever it changes.
 */
export function tabFocused(document: { readonly visibilityState: DocumentVisibilityState; hasFocus(): boolean }): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}
