// The member's session: who is logged in (the member as sign-in or sign-up answered: id and
// names), with which token, since when. The member's balances live in one place, the cached
// getUser answer (hooks/use-write.ts keeps it current). It lives in
// sessionStorage (closing the tab logs out) and ends 30 minutes after it started, whatever the
// member is doing, as spec section 4 says.
import { DEVICE_STORAGE_KEYS, SESSION_MS, type Member } from '@trellis/contract'
import { browserStorage, type KeyValueStorage } from './storage'

export const SESSION_KEY = 'trellis.session'

export interface SessionData {
  user: Member
  token: string
  /** Epoch milliseconds of the login or sign-up. */
  startedAt: number
}

/** Why a session ended: the login screen says so. */
export type SessionEndReason = 'logout' | 'expired' | 'unauthorized'

export interface SessionOptions {
  /** The clock, for tests. */
  now?: () => number
  session?: KeyValueStorage
  local?: KeyValueStorage
}

type Listener = () => void

/** Creates a session store. The app uses the shared `session`; tests may build their own. */
export function createSessionStore(options: SessionOptions = {}) {
  let now = options.now ?? (() => Date.now())
  let sessionStore: KeyValueStorage | undefined = options.session
  let localStore: KeyValueStorage | undefined = options.local
  let current: SessionData | null | undefined
  let lastEnd: SessionEndReason | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<Listener>()

  // Storage is looked up on use, so importing this module never touches the DOM (and the
  // window's storage is the one written, see browserStorage), unless the options gave one.
  const storage = () => sessionStore ?? browserStorage('sessionStorage')
  const local = () => localStore ?? browserStorage('localStorage')

  function emit() {
    for (const fn of listeners) fn()
  }

  function schedule(data: SessionData | null) {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (!data) return
    const left = data.startedAt + SESSION_MS - now()
    timer = setTimeout(
      () => {
        // update() replaces the stored object, so compare the session itself, not the object.
        if (current && current.token === data.token && current.startedAt === data.startedAt)
          end('expired')
      },
      Math.max(0, left),
    )
    // In Node (tests, scripts) a pending session must not keep the process alive.
    if (typeof timer === 'object' && timer !== null && 'unref' in timer) timer.unref()
  }

  function load(): SessionData | null {
    if (current !== undefined) return current
    current = null
    try {
      const raw = storage().getItem(SESSION_KEY)
      const parsed = raw ? (JSON.parse(raw) as Partial<SessionData>) : null
      if (parsed?.user && typeof parsed.token === 'string' && typeof parsed.startedAt === 'number')
        current = { user: parsed.user, token: parsed.token, startedAt: parsed.startedAt }
    } catch {
      current = null
    }
    schedule(current)
    return current
  }

  function save(data: SessionData) {
    current = data
    storage().setItem(SESSION_KEY, JSON.stringify(data))
    emit()
  }

  function isExpired(data: SessionData): boolean {
    return now() >= data.startedAt + SESSION_MS
  }

  /** Ends the session: clears session and local storage but the device's choices; remembers why. */
  function end(reason: SessionEndReason): void {
    const had = load() !== null
    schedule(null)
    current = null
    storage().clear()
    const kept = Object.values(DEVICE_STORAGE_KEYS).map(
      (key) => [key, local().getItem(key)] as const,
    )
    local().clear()
    for (const [key, value] of kept) if (value !== null) local().setItem(key, value)
    // With no session left to end (a stray 401 after logout) there is nothing new to tell.
    if (had) lastEnd = reason
    emit()
  }

  return {
    /** The current session, or null. An expired one is ended on the spot. */
    get(): SessionData | null {
      const data = load()
      if (data && isExpired(data)) {
        end('expired')
        return null
      }
      return data
    },
    /**
     * The stored session without the expiry check, for render-time reads (React must not see a
     * store change during render; the timer ends an expired session a tick later).
     */
    peek(): SessionData | null {
      return load()
    },
    /** Starts a session after login or sign-up. */
    start(user: Member, token: string): SessionData {
      const data = { user, token, startedAt: now() }
      lastEnd = null
      save(data)
      schedule(data)
      return data
    },
    end,
    /** Why the last session ended, or null while one runs or none ever ended. */
    lastEndReason(): SessionEndReason | null {
      return lastEnd
    },
    /** Forgets the last end reason (once the login screen has shown it). */
    clearEndReason(): void {
      lastEnd = null
      emit()
    },
    /** Calls `fn` whenever the session starts, changes or ends. Returns the unsubscribe. */
    subscribe(fn: Listener): () => void {
      listeners.add(fn)
      return () => listeners.delete(fn)
    },
    /** Replaces the clock or storage (tests); reloads from storage on next use. */
    configure(next: SessionOptions): void {
      if (next.now) now = next.now
      if (next.session) sessionStore = next.session
      if (next.local) localStore = next.local
      current = undefined
      schedule(null)
      load()
    },
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>

/** The app's one session. */
export const session: SessionStore = createSessionStore()
