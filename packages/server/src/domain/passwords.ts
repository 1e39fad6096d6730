// argon2id for passwords, transaction passwords and one-time codes at rest.
import { hash, verify } from '@node-rs/argon2'

/** argon2id (Algorithm.Argon2id is a const enum: 2). */
const options = { algorithm: 2 } as const

/** Hashes a secret with argon2id. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, options)
}

/** Whether `secret` matches `hashed`; false for a malformed hash instead of throwing. */
export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret)
  } catch {
    return false
  }
}
