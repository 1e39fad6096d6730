// boot.ts imports nothing (it must stay one request before the first paint), so it writes the
// storage keys that decide whether the page waits for the member's first touch as literals. A
// renamed key would leave a signed-in member or a remembered theme or language on an untouched
// page, with no test failing; this ties the twins.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SESSION_KEY } from '@trellis/api-client'
import { DEVICE_STORAGE_KEYS } from '@trellis/contract'

const boot = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'boot.ts'), 'utf8')

describe('boot.ts reads the keys the app writes', () => {
  it('reads the session and device keys the app writes', () => {
    for (const key of [SESSION_KEY, DEVICE_STORAGE_KEYS.theme, DEVICE_STORAGE_KEYS.locale])
      expect(boot, key).toContain(`Storage.getItem('${key}')`)
  })
})
