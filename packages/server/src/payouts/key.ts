// The hot wallet's key: PAYOUT_KEY from the environment, or DATA_DIR/payout-key (a 0600 file);
// on the local development chain without either, anvil's second dev account (public, funded with
// test USDT at start). Never logged, never in an answer: the key stays inside the signer's
// closure; everything else sees the address only.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Address, Hex, TransactionSerializableLegacy } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** anvil's second dev account (public, from its test mnemonic): the local chain's hot wallet. */
export const DEV_PAYOUT_KEY: Hex =
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

/** The file in DATA_DIR that may hold the key (mode 0600, one line of 0x and 64 hex digits). */
export const PAYOUT_KEY_FILE = 'payout-key'

const KEY = /^0x[0-9a-fA-F]{64}$/

/** The hot wallet: its address, and a signer whose key nobody else can read. */
export interface HotWallet {
  address: Address
  sign(tx: TransactionSerializableLegacy): Promise<Hex>
}

/** A key that is not a hot wallet key; the message never holds the key. */
export class PayoutKeyError extends Error {}

/** The hot wallet of `key`. */
export function hotWalletOf(key: Hex): HotWallet {
  const account = privateKeyToAccount(key)
  return {
    address: account.address,
    sign: (tx) => account.signTransaction(tx),
  }
}

/**
 * The hot wallet from PAYOUT_KEY, else DATA_DIR/payout-key, else (local chain only) the dev
 * account; undefined: no hot wallet, withdrawals are paid by hand.
 */
export function loadHotWallet(
  envKey: string | undefined,
  dataDir: string,
  local: boolean,
): HotWallet | undefined {
  const file = join(dataDir, PAYOUT_KEY_FILE)
  let key: string | undefined = envKey
  if (key === undefined && existsSync(file)) {
    if ((statSync(file).mode & 0o077) !== 0) {
      throw new PayoutKeyError(
        `${file} may be read by others: chmod 600 it (it holds the hot wallet's key).`,
      )
    }
    key = readFileSync(file, 'utf8').trim()
  }
  if (key === undefined) return local ? hotWalletOf(DEV_PAYOUT_KEY) : undefined
  if (!KEY.test(key)) {
    throw new PayoutKeyError('PAYOUT_KEY must be a private key: 0x and 64 hex digits.')
  }
  if (!local && key.toLowerCase() === DEV_PAYOUT_KEY) {
    throw new PayoutKeyError(
      'PAYOUT_KEY is a public development key (anyone can spend from it): use your own.',
    )
  }
  return hotWalletOf(key as Hex)
}
