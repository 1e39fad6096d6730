// The authenticator app's key and codes (RFC 6238 through otplib: SHA-1, 6 digits, 30 s), and
// recovery codes. The key is sealed with AES-256-GCM under a key derived (HKDF) from CODE_SECRET,
// so a copy of the database alone gives no code; recovery codes are kept as HMACs.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import { RECOVERY_CODE_COUNT } from '@trellis/contract'

/** The issuer the authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Trellis'

/** Codes of the step before or after the current one are taken too (a clock 30 s off). */
const TOLERANCE_SECONDS = 30

const sealKeys = new Map<string, Buffer>()
function sealKey(codeKey: string): Buffer {
  let key = sealKeys.get(codeKey)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', codeKey, 'trellis', 'totp-secret-v1', 32))
    sealKeys.set(codeKey, key)
  }
  return key
}

/** A new base32 key (20 random bytes, as authenticator apps expect). */
export function newTotpSecret(): string {
  return generateSecret()
}

/** The otpauth:// URI the QR code carries. */
export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret })
}

/** Seals a key for the database: v1.<iv>.<ciphertext>.<tag>, base64url. */
export function sealSecret(codeKey: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(codeKey), iv)
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'))
  return `v1.${parts.join('.')}`
}

/** Opens a sealed key (throws when it was sealed under another CODE_SECRET or altered). */
export function openSecret(codeKey: string, sealed: string): string {
  const [version, iv = '', body = '', tag = ''] = sealed.split('.')
  if (version !== 'v1') throw new Error('unknown sealed key version')
  const decipher = createDecipheriv('aes-256-gcm', sealKey(codeKey), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()])
  return plain.toString('utf8')
}

/**
 * The time step a right code belongs to, or null. `afterStep`: steps up to it were used already,
 * so a code is taken once (a replay within its step, or of an older one, is refused).
 */
export async function totpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  })
  // otplib's answer type also covers HOTP, which has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** Fresh recovery codes, as shown to the member once: XXXXX-XXXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let s = ''
    for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)]
    return `${s.slice(0, 5)}-${s.slice(5)}`
  })
}

/** What is stored of a recovery code: an HMAC of the member and the code (any case, dash or not). */
export function recoveryHash(codeKey: string, memberId: number, code: string): string {
  const normal = code.trim().toUpperCase().replace('-', '')
  return createHmac('sha256', codeKey).update(`recovery:${memberId}:${normal}`).digest('base64url')
}
