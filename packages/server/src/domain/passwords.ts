// argon2id for passwords, transaction passwords and one-time codes at rest.
import { hash, verify } from '@node-rs/argon2'

/** argon2id (Algorithm.Argon2id is a const enum: 2) at the library's costs: 19 MiB, 2 passes (OWASP's). */
let options: { algorithm: 2; memoryCost?: number; timeCost?: number } = { algorithm: 2 }

/**
 * For the server's own test suite only (test/helpers/cheap-hashing.ts, a Vitest setup file):
 * argon2id at its lowest costs, ~0.3 ms of CPU a hash instead of ~14 ms. A run of the suite hashes
 * and verifies some 750 secrets in its own process, ~10 s of CPU on each database. Hashes made at
 * the full cost still verify (the costs are written in the hash). Nothing outside that setup file
 * calls it, and the servers the tests start as processes hash at the full cost.
 *
 * @internal
 */
export function hashCheaplyForTests() {
  options = { algorithm: 2, memoryCost: 1024, timeCost: 1 }
}

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
