// A prerendered page comes alive (issue 30): its scripts start after the first paint (src/boot.ts),
// so a member may type, tap and press Enter before React owns the page. React keeps what was
// typed on screen when it hydrates but not in its state, so a form would think its fields empty;
// and the boot held every button tap and submit made meanwhile. Right after the hydration's
// commit, each changed field is handed to React as if typed now and the page is marked live; then
// the held taps and submits are made again, in order.
//
// What was typed is remembered from before the hydration starts, not read off the screen at the
// end: React hydrates in slices and lets events in between; moving on to the next field then
// blurred the filled one, and React re-rendered the form (the field now touched) with its empty
// state before the fields were handed over, writing '' into it (Chromium, the factors e2e spec:
// 4 of 90 tries lost the user id).

// The same names as in src/boot.ts, which imports nothing so that it stays one request.
const HYDRATED_ATTRIBUTE = 'data-hydrated'
const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit'
const HELD_CLICK_ATTRIBUTE = 'data-held-click'

/** Each field's text as the member left it before the page was live (rememberTyped). */
const typedBeforeLive = new WeakMap<HTMLInputElement, string>()

/**
 * Called before the hydration starts: remembers what each field holds now (typed before the
 * scripts ran), then what every input event leaves in it until the page is live. The listener is
 * the document's, in the capture phase, so it hears an input before React does.
 */
export function rememberTyped(root: HTMLElement): void {
  const remember = (field: EventTarget | null) => {
    if (field instanceof HTMLInputElement && !root.hasAttribute(HYDRATED_ATTRIBUTE))
      typedBeforeLive.set(field, field.value)
  }
  root.querySelectorAll('input').forEach(remember)
  document.addEventListener('input', (event) => remember(event.target), { capture: true })
}

/**
 * What the member changed before the page was live, read before any of it is replayed: a replay
 * re-renders the form, and React then puts its own (empty) value back into every other field.
 */
function changedFields(root: HTMLElement): Array<() => void> {
  const replays: Array<() => void> = []
  // Text fields only: the public pages' forms (login, sign-up) have no box to tick.
  root.querySelectorAll('input').forEach((field) => {
    // React rendered defaultValue: a field showing it that the member never typed in is React's.
    const typed = typedBeforeLive.get(field) ?? field.value
    if (typed === field.value && typed === field.defaultValue) return
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
 * Right after the hydration's commit (a microtask queued from a layout effect: React is out of
 * its commit): the typed fields go to React, and the page is live (the boot stops holding).
 */
export function takeTypedFields(root: HTMLElement): void {
  for (const replay of changedFields(root)) replay()
  root.setAttribute(HYDRATED_ATTRIBUTE, '')
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/** Then, a task later (React has the fields), the taps and submits the boot held, in order. */
export async function replayHeld(root: HTMLElement): Promise<void> {
  const clicks = [...root.querySelectorAll<HTMLElement>(`[${HELD_CLICK_ATTRIBUTE}]`)].sort(
    (a, b) =>
      Number(a.getAttribute(HELD_CLICK_ATTRIBUTE)) - Number(b.getAttribute(HELD_CLICK_ATTRIBUTE)),
  )
  const forms = [...root.querySelectorAll<HTMLFormElement>(`form[${HELD_SUBMIT_ATTRIBUTE}]`)]
  for (const element of [...clicks, ...forms]) {
    element.removeAttribute(HELD_CLICK_ATTRIBUTE)
    element.removeAttribute(HELD_SUBMIT_ATTRIBUTE)
  }
  for (const button of clicks) {
    await nextTask()
    if (button.isConnected) button.click()
  }
  // A submit without a tap (a form with no button): sent again once the taps have run.
  for (const form of forms) {
    await nextTask()
    if (form.isConnected) form.requestSubmit()
  }
}
