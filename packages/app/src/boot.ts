// The only script a prerendered public page (/login, /login/{id}) asks for before its first paint
// (issue 30): the page is already whole (the server's HTML and CSS), so the app's scripts start
// once it has been drawn, and the largest paint never waits for them. scripts/prerender.mjs
// writes the page's entry and the chunks to preload on this script's tag (data-entry,
// data-preload); the CSP allows scripts from 'self' only, so this is a file, not inline.
//
// A page that stands as sent (pageIsFinal) waits for the member's first touch, key or focus
// before it starts them: hydrating a page nobody has touched yet only blocks a cheap phone's main
// thread (Lighthouse's simulated phone: 400–470 ms of blocking time on /login).
//
// Until public.tsx has hydrated the page, a form's submit would be the browser's own: a GET to
// the page's address with every field in it, the password included. It is held here instead and
// sent again once the page is live (public/hydration.ts), with what the member typed meanwhile.

// The same names as in public/hydration.ts (this file imports nothing, so that it stays one
// request): #root's mark once the page is live, a form's whose submit was held, a tapped button's.
const HYDRATED_ATTRIBUTE = 'data-hydrated'
const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit'
const HELD_CLICK_ATTRIBUTE = 'data-held-click'

const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')
const root = document.getElementById('root')
/**
 * A member route's shell (scripts/prerender.mjs): inert, so there is nothing to hold, and replaced
 * by the app (main.tsx), which starts right after the first paint.
 */
const shell = root?.hasAttribute('data-shell')

if (!shell)
  document.addEventListener(
    'submit',
    (event) => {
      if (root?.hasAttribute(HYDRATED_ATTRIBUTE)) return
      // Neither the browser nor a React that has hydrated but not yet taken the typed fields.
      event.preventDefault()
      event.stopImmediatePropagation()
      if (event.target instanceof HTMLFormElement)
        event.target.setAttribute(HELD_SUBMIT_ATTRIBUTE, '')
      start()
    },
    { capture: true },
  )

// A tap on a button before the page is live (the language switch, a tab, Login) would do nothing:
// it is held, numbered, and made again once the page is live (public/hydration.ts). Holding the
// tap on a submit button also holds the submit it would make (Enter taps the default button).
let heldClicks = 0
if (!shell)
  document.addEventListener(
    'click',
    (event) => {
      if (!root || root.hasAttribute(HYDRATED_ATTRIBUTE)) return
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (!button || !root.contains(button)) return
      event.preventDefault()
      event.stopImmediatePropagation()
      heldClicks += 1
      button.setAttribute(HELD_CLICK_ATTRIBUTE, String(heldClicks))
      start()
    },
    { capture: true },
  )

let started = false
/** Preloads the page's chunks (fetched in parallel, not as the imports are met) and starts it. */
function start(): void {
  if (started) return
  started = true
  const entry = tag?.dataset.entry
  if (!entry) return
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  void import(/* @vite-ignore */ entry)
}

/**
 * Runs `then` once the page's first contentful paint is on screen: the paint timing entry comes
 * when the frame was presented (a frame callback comes before it is drawn, and a script asked for
 * then still counts as the first paint's). Where there is no paint timing, two frames.
 */
function afterFirstPaint(then: () => void): void {
  const go = () => setTimeout(then)
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(go))
    return
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    go()
  }).observe({ type: 'paint', buffered: true })
}

/**
 * Whether the page as sent is the page this member is to see, so that nothing need run until they
 * use it. Not so when the app would change it at once by itself: a running session (it goes to the
 * dashboard), a referral link (the sponsor is looked up), a theme other than the prerendered
 * light one (picked on this device, or the system's dark), or a language the device remembers
 * that is not the page's.
 */
function pageIsFinal(): boolean {
  if (/^\/login\/./.test(location.pathname)) return false
  try {
    // The names of @trellis/api-client's SESSION_KEY and the contract's DEVICE_STORAGE_KEYS.
    if (sessionStorage.getItem('trellis.session') !== null) return false
    const theme = localStorage.getItem('trellis.theme')
    if (
      theme === 'dark' ||
      (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
    )
      return false
    const locale = localStorage.getItem('trellis.locale')
    if (locale !== null && locale !== document.documentElement.lang) return false
  } catch {
    // Storage refused (private mode, a sandboxed frame): nothing remembered, the page stands.
  }
  return true
}

/**
 * The member's first sign of using the page: a pointer on it, a touch, a key, a focus. A tap or a
 * submit held above starts the scripts too: a screen reader's activation is a click with no pointer
 * or key event before it. A pointer move of no distance is the browser's own, not the member's:
 * Chromium sends one to a cursor resting over the page once the page is laid out under it (it
 * started the scripts of an untouched page in 1 of 6 runs of the first-paint e2e test).
 */
function used(event: Event): void {
  if (event instanceof PointerEvent && event.type === 'pointermove')
    if (event.movementX === 0 && event.movementY === 0) return
  start()
}
if (!shell && pageIsFinal())
  for (const name of ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin'])
    document.addEventListener(name, used, { capture: true, passive: true })
else afterFirstPaint(start)
