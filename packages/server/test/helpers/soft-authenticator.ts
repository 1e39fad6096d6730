// A software passkey for server tests: an ES256 key pair that answers WebAuthn registration and
// sign-in options the way a platform authenticator with user verification does (attestation
// "none"). The browser e2e uses Chromium's virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url')
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest()

/** Flags of authenticator data: user present, user verified, attested credential data. */
const UP = 0x01
const UV = 0x04
const AT = 0x40

export interface SoftPasskey {
  id: string
  /** Answers registration options (from passkeyRegisterOptions). */
  register(options: Record<string, unknown>, origin: string): Record<string, unknown>
  /** Answers sign-in options; `verified: false` leaves user verification out. */
  sign(
    options: Record<string, unknown>,
    origin: string,
    o?: { verified?: boolean; challenge?: string },
  ): Record<string, unknown>
}

/** A new passkey for the relying party `rpId`. */
export function softPasskey(rpId: string): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const credentialId = randomBytes(32)
  const id = b64(credentialId)
  let counter = 0
  let userHandle = ''
  const counterBytes = () => {
    const c = Buffer.alloc(4)
    c.writeUInt32BE(++counter)
    return c
  }
  return {
    id,
    register(options, origin) {
      userHandle = String((options.user as { id: string }).id)
      const clientData = Buffer.from(
        JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin }),
      )
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([UP | UV | AT]),
        counterBytes(),
        Buffer.alloc(16),
        Buffer.from([0, credentialId.length]),
        credentialId,
        Buffer.from(coseKey(publicKey)),
      ])
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      )
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
      }
    },
    sign(options, origin, o = {}) {
      const clientData = Buffer.from(
        JSON.stringify({
          type: 'webauthn.get',
          challenge: o.challenge ?? options.challenge,
          origin,
        }),
      )
      const flags = UP | (o.verified === false ? 0 : UV)
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes()])
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), privateKey)
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle,
        },
      }
    },
  }
}

/** The COSE form of an ES256 public key: kty EC2, alg -7, crv P-256, x, y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' })
  return isoCBOR.encode(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]) as never,
  )
}
