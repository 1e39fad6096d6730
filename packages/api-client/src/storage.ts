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

/** The named Web Storage if it exists and works, else a memory stand-in. */
export function browserStorage(name: 'sessionStorage' | 'localStorage'): KeyValueStorage {
  try {
    const storage = (globalThis as Record<string, unknown>)[name] as KeyValueStorage | undefined
    if (!storage) return memoryStorage()
    // Safari's private mode and some embedded views expose storage that throws on write.
    const probe = '__trellis_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return memoryStorage()
  }
}
