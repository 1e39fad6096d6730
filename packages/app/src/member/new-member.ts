// The id of a member who has just signed up, handed from the sign-up form to the dashboard, which
// shows it once. Memory only: the welcome mail carries it too, so a reload loses nothing.
let pending: string | null = null

/** Called by sign-up with the new member's id. */
export function rememberNewMember(userId: string): void {
  pending = userId
}

/** The new member's id, once (the next call answers null). */
export function takeNewMember(): string | null {
  const userId = pending
  pending = null
  return userId
}
