// Browser storage when there is one, memory otherwise (Node, private modes that throw).

/** The part of the Web Storage API the client uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(): void
}

/** A storage kept in memory, for places without Web Storage. */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  }
}

// What each Web Storage object turned out to be (itself, or a memory stand-in when it throws).
const checked = new WeakMap<object, KeyValueStorage>()
// Where there is no Web Storage at all (Node): one stand-in per name, kept for the process.
const absent = { sessionStorage: memoryStorage(), localStorage: memoryStorage() }

/**
 * The named Web Storage if it exists and works, else a memory stand-in. Checked once per storage
 * object, and looked up again on each call: a page's storage never changes, but a test runner that
 * gives each test file a window of its own (the unit project shares modules across files) must not
 * write to an earlier window's.
 */
export function browserStorage(name: 'sessionStorage' | 'localStorage'): KeyValueStorage {
  let storage: KeyValueStorage | undefined
  try {
    storage = (globalThis as Record<string, unknown>)[name] as KeyValueStorage | undefined
  } catch {
    // Some embedded views throw on the mere read of a storage property.
    return absent[name]
  }
  if (!storage) return absent[name]
  const known = checked.get(storage)
  if (known) return known
  let usable: KeyValueStorage
  try {
    // Safari's private mode and some embedded views expose storage that throws on write.
    const probe = '__trellis_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    usable = storage
  } catch {
    usable = memoryStorage()
  }
  checked.set(storage, usable)
  return usable
}
