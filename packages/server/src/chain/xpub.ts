// Deposit addresses from an extended public key (BIP-32): the server can make every member's
// address and can spend from none of them (docs/custody.md). The key is the account's,
// m/44'/60'/0'; member `index` gets m/44'/60'/0'/0/{index}, the address a wallet opened from the
// offline seed shows as account `index`.
import { secp256k1 } from '@noble/curves/secp256k1'
import { bytesToHex, type Address } from 'viem'
import { HDKey, publicKeyToAddress } from 'viem/accounts'

/**
 * The local development chain's deposit key: m/44'/60'/0' of the public test mnemonic
 * "abandon … about". Anyone can spend from these addresses: it is refused with a real RPC URL.
 */
export const DEV_XPUB =
  'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt'

/** Whether `value` parses as an extended public key (an xprv, a private key, is not one). */
export function isExtendedPublicKey(value: string): boolean {
  try {
    const key = HDKey.fromExtendedKey(value)
    return key.privateKey === null && key.publicKey !== null
  } catch {
    return false
  }
}

/** Derives member addresses from one xpub (the parsed key is kept). */
export function addressDeriver(xpub: string): (index: number) => Address {
  const key = HDKey.fromExtendedKey(xpub)
  return (index) => {
    if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) {
      throw new RangeError(`Deposit address index out of range: ${index}`)
    }
    const child = key.deriveChild(0).deriveChild(index)
    if (!child.publicKey) throw new Error('The extended key has no public key.')
    const full = secp256k1.ProjectivePoint.fromHex(child.publicKey).toRawBytes(false)
    return publicKeyToAddress(bytesToHex(full))
  }
}
