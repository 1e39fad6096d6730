// Start-up settings that guard money are strict: a short OPS_TOKEN, JWT_SECRET or CODE_SECRET stops the start
// with one clear line.
import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, readEnv } from '../src/env'
import { DEV_PAYOUT_KEY, loadHotWallet, PAYOUT_KEY_FILE, PayoutKeyError } from '../src/payouts/key'

const dataDir = mkdtempSync(join(tmpdir(), 'trellis-env-strict-'))

/** The ConfigError readEnv throws for `extra`, or null when it accepts it. */
function refusal(extra: Record<string, string>): string | null {
  try {
    readEnv({ DATA_DIR: dataDir, ...extra })
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
}

describe('secret settings', () => {
  it('refuses an OPS_TOKEN shorter than 32 characters, in one line', () => {
    for (const token of ['x', 'short-token', 'a'.repeat(31)]) {
      const message = refusal({ OPS_TOKEN: token })
      expect(message, token).toMatch(/^OPS_TOKEN must be at least 32 characters/)
      expect(message).not.toContain('\n')
      expect(message).not.toContain(token)
    }
    expect(refusal({ OPS_TOKEN: 'a'.repeat(32) })).toBeNull()
  })

  it('refuses a JWT_SECRET shorter than 32 characters, in one line', () => {
    expect(refusal({ JWT_SECRET: 'b'.repeat(31) })).toBe(
      'JWT_SECRET must be at least 32 characters.',
    )
    expect(refusal({ JWT_SECRET: 'b'.repeat(32) })).toBeNull()
  })

  it('mailed codes have their own key, never the session key, as strict as the others', () => {
    // Unset: kept in the database and shared by every process (test/secrets.test.ts).
    expect(readEnv({ DATA_DIR: dataDir }).codeSecret).toBeUndefined()
    expect(refusal({ CODE_SECRET: 'k'.repeat(31) })).toBe(
      'CODE_SECRET must be at least 32 characters.',
    )
    const same = 'z'.repeat(40)
    expect(refusal({ CODE_SECRET: same, JWT_SECRET: same })).toBe(
      'CODE_SECRET must differ from JWT_SECRET (each key has one use).',
    )
    expect(readEnv({ DATA_DIR: dataDir, CODE_SECRET: 'k'.repeat(32) }).codeSecret).toBe(
      'k'.repeat(32),
    )
  })

  it('a generated OPS_TOKEN is long enough and kept 0600; no key file is written', () => {
    const env = readEnv({ DATA_DIR: dataDir })
    expect(env.opsToken.length).toBeGreaterThanOrEqual(32)
    expect(statSync(join(dataDir, 'ops-token')).mode & 0o777).toBe(0o600)
    expect(env.jwtSecret).toBeUndefined()
    for (const name of ['jwt-secret', 'code-secret']) {
      expect(existsSync(join(dataDir, name)), name).toBe(false)
    }
  })
})

describe('TRUST_PROXY', () => {
  const trust = (value?: string) =>
    readEnv({ DATA_DIR: dataDir, ...(value === undefined ? {} : { TRUST_PROXY: value }) })
      .trustProxy
  it('trusts no proxy by default, so X-Forwarded-For is never read from a stranger', () => {
    expect(trust()).toBe(false)
    expect(trust('false')).toBe(false)
  })
  it('takes true, a hop count, or proxy addresses and CIDRs', () => {
    expect(trust('true')).toBe(true)
    const hops = trust('1') as (address: string, hop: number) => boolean
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1)]).toEqual([true, false])
    expect(trust('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1'])
  })
  it('refuses anything else with one line', () => {
    for (const bad of ['yes', '10.0.0.300', 'proxy.local', '1,2']) {
      expect(refusal({ TRUST_PROXY: bad }), bad).toMatch(/^TRUST_PROXY must be/)
    }
  })
})

describe('passkey settings', () => {
  it('default to localhost and the port; take a host and its origins; refuse anything else in one line', () => {
    expect(readEnv({ DATA_DIR: dataDir, PORT: '4000' }).webauthn).toEqual({
      rpId: 'localhost',
      origins: ['http://localhost:4000'],
    })
    const set = readEnv({
      DATA_DIR: dataDir,
      WEBAUTHN_RP_ID: 'example.com',
      WEBAUTHN_ORIGINS: 'https://example.com, https://app.example.com',
    }).webauthn
    expect(set).toEqual({
      rpId: 'example.com',
      origins: ['https://example.com', 'https://app.example.com'],
    })
    for (const bad of ['127.0.0.1', 'https://example.com', 'Example..com', 'host:443']) {
      expect(refusal({ WEBAUTHN_RP_ID: bad }), bad).toMatch(/^WEBAUTHN_RP_ID must be/)
    }
    for (const bad of [
      'https://evil.test',
      'example.com',
      'https://example.com/login',
      'https://notexample.com',
    ]) {
      expect(refusal({ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: bad }), bad).toMatch(
        /^WEBAUTHN_ORIGINS must be/,
      )
    }
  })
})

describe('chain settings', () => {
  const XPUB =
    'xpub6BosfCnifzxcFwrSzQiqu2DBVTshkCXacvNsWGYJVVhhawA7d4R5WSWGFNbi8Aw6ZRc1brxMyWMzG3DSSSSoekkudhUd9yLb6qx39T9nMdj'
  const rpc = { CHAIN_RPC_URLS: 'https://bsc-dataseed.example.org/key123', CHAIN_XPUB: XPUB }

  it('without an RPC URL: the local chain, defaults in the 12-15 range', () => {
    const env = readEnv({ DATA_DIR: dataDir })
    expect(env.chain).toMatchObject({ rpcUrls: undefined, confirmations: 15, pollMs: 3000 })
  })

  it('with an RPC URL: BNB Smart Chain and its USDT unless told otherwise', () => {
    const env = readEnv({ DATA_DIR: dataDir, ...rpc })
    expect(env.chain).toMatchObject({
      chainId: 56,
      token: '0x55d398326f99059fF775485246999027B3197955',
      xpub: XPUB,
    })
  })

  it('refuses a bad chain setting in one line, never echoing an RPC URL', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...rpc, CHAIN_RPC_URLS: 'ws://node/key123' }, /^CHAIN_RPC_URLS must be http\(s\) URLs/],
      [{ CHAIN_RPC_URLS: rpc.CHAIN_RPC_URLS }, /^CHAIN_XPUB .* is required/],
      [{ ...rpc, CHAIN_XPUB: 'xprv9s21ZrQH143K' }, /^CHAIN_XPUB must be an extended public key/],
      [
        {
          ...rpc,
          CHAIN_XPUB:
            'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
        },
        /^CHAIN_XPUB is the public development key/,
      ],
      [{ ...rpc, CHAIN_ID: '97' }, /^CHAIN_TOKEN .* is required off chain 56/],
      [{ ...rpc, CHAIN_TOKEN: '0x123' }, /^CHAIN_TOKEN must be a 0x contract address/],
      [{ CHAIN_CONFIRMATIONS: '0' }, /^CHAIN_CONFIRMATIONS must be a whole number from 1/],
      [{ CHAIN_POLL_MS: 'soon' }, /^CHAIN_POLL_MS must be a whole number/],
      [{ CHAIN_TOKEN: '0x55d398326f99059fF775485246999027B3197955' }, /CHAIN_RPC_URLS is not/],
    ]
    for (const [extra, expected] of cases) {
      const message = refusal(extra)
      expect(message, JSON.stringify(extra)).toMatch(expected)
      expect(message).not.toContain('\n')
      expect(message).not.toContain('key123')
    }
  })
})

describe('payout settings (issue 24)', () => {
  it('documented defaults; dollars become cents', () => {
    const env = readEnv({ DATA_DIR: dataDir, PAYOUT_DAILY_CAP_USD: '500' })
    expect(env.payouts.rules).toEqual({
      autoApproveCents: 100_00,
      dualApproveCents: 1_000_00,
      memberDayCents: 2_000_00,
      memberMonthCents: 10_000_00,
      dailyCapCents: 500_00,
    })
    expect(env.payouts.fees).toMatchObject({ stuckMs: 180_000, maxGasPriceWei: 20n * 10n ** 9n })
    expect(env.payoutKey).toBeUndefined()
  })

  it('refuses a bad payout setting in one line', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { PAYOUT_AUTO_APPROVE_USD: '12.5' },
        /^PAYOUT_AUTO_APPROVE_USD must be a whole number of dollars/,
      ],
      [
        { PAYOUT_AUTO_APPROVE_USD: '2000' },
        /^PAYOUT_DUAL_APPROVE_USD must be at least PAYOUT_AUTO_APPROVE_USD/,
      ],
      [{ PAYOUT_DAILY_CAP_USD: '-1' }, /^PAYOUT_DAILY_CAP_USD must be a whole number of dollars/],
      [{ PAYOUT_STUCK_SECONDS: '0' }, /^PAYOUT_STUCK_SECONDS must be a whole number of seconds/],
      [{ PAYOUT_MAX_GAS_GWEI: 'lots' }, /^PAYOUT_MAX_GAS_GWEI must be a whole number of gwei/],
      [{ PAYOUT_ALERT_EMAIL: 'ops' }, /^PAYOUT_ALERT_EMAIL must be an e-mail address/],
      [{ PAYOUT_TREASURY: '0x12' }, /^PAYOUT_TREASURY must be a 0x address/],
    ]
    for (const [extra, expected] of cases) {
      const message = refusal(extra)
      expect(message, JSON.stringify(extra)).toMatch(expected)
      expect(message).not.toContain('\n')
    }
  })

  it('the hot wallet key: from PAYOUT_KEY or a 0600 file, never echoed; a public dev key only on the local chain', () => {
    const key = `0x${'4c'.repeat(32)}`
    expect(loadHotWallet(key, dataDir, false)?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const bad = (k: string | undefined, dir: string, local: boolean) => {
      try {
        loadHotWallet(k, dir, local)
        return null
      } catch (error) {
        expect(error).toBeInstanceOf(PayoutKeyError)
        return (error as Error).message
      }
    }
    const typo = `0x${'4c'.repeat(31)}zz`
    const message = bad(typo, dataDir, false)
    expect(message).toBe('PAYOUT_KEY must be a private key: 0x and 64 hex digits.')
    expect(message).not.toContain('4c4c')
    expect(bad(DEV_PAYOUT_KEY, dataDir, false)).toMatch(/^PAYOUT_KEY is a public development key/)
    // No key anywhere: no hot wallet (manual payouts), but the local chain's dev wallet there.
    const empty = mkdtempSync(join(tmpdir(), 'trellis-payout-key-'))
    expect(loadHotWallet(undefined, empty, false)).toBeUndefined()
    expect(loadHotWallet(undefined, empty, true)?.address).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    // The file: refused while others may read it, used once it is 0600.
    const file = join(empty, PAYOUT_KEY_FILE)
    writeFileSync(file, `${key}\n`, { mode: 0o644 })
    chmodSync(file, 0o644)
    expect(bad(undefined, empty, false)).toMatch(/may be read by others: chmod 600 it/)
    chmodSync(file, 0o600)
    expect(loadHotWallet(undefined, empty, false)?.address).toBe(
      loadHotWallet(key, dataDir, false)?.address,
    )
  })
})
