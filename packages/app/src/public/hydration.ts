// A prerendered page comes alive (issue 30): its scripts start after the first paint (src/boot.ts),
// so a member may type, tick and press Enter before React owns the form. React keeps what was
// typed on screen when it hydrates but not in its state, so the form would think its fields empty:
// each field's text is handed to React as if typed now, and a submit the boot held is sent again.

// The same name as in src/boot.ts, which imports nothing so that it stays one request.
const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit'

/**
 * What the member changed before the page was live, read before any of it is replayed: a replay
 * re-renders the form, and React then puts its own (empty) value back into every other field.
 */
function changedFields(root: HTMLElement): Array<() => void> {
  const replays: Array<() => void> = []
  root.querySelectorAll('input').forEach((field) => {
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked === field.defaultChecked) return
      // Back to what React rendered, then the member's click again: React sees the change.
      replays.push(() => {
        field.checked = field.defaultChecked
        field.click()
      })
      return
    }
    // React rendered defaultValue; a different value was typed before the page was live.
    const typed = field.value
    if (typed === field.defaultValue) return
    replays.push(() => {
      // React watches `value` on the element itself: set through it, React's memory is the
      // rendered value; set through the prototype, the field holds the typed text; the input
      // event then reads as a change, and React's own onChange takes it.
      field.value = field.defaultValue
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, typed)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    })
  })
  return replays
}

/**
 * Called once the page has hydrated (and marked live, so the boot no longer holds submits) when
 * something was done before: hands the typed fields to React and sends again a held submit.
 */
export function pageIsLive(root: HTMLElement): void {
  for (const replay of changedFields(root)) replay()
  const held = root.querySelectorAll<HTMLFormElement>(`form[${HELD_SUBMIT_ATTRIBUTE}]`)
  held.forEach((form) => form.removeAttribute(HELD_SUBMIT_ATTRIBUTE))
  // After React has taken the replayed fields into its state (a discrete event's update).
  if (held.length > 0) setTimeout(() => held.forEach((form) => form.requestSubmit()))
}
