/**
 * /complete-signup is offered once. A member who has completed it and comes back (a bookmark, the back button) is
 * sent on to the members page instead of a blank form; while their own submission is on its way to the matches
 * page, the form stays. (Submitting again could not duplicate anything: the server sets the same four answers.)
 */
export function completeSignupOffered(account: { signup_completed: boolean } | null, submitted: boolean): boolean {
  return submitted || !account?.signup_completed;
}
