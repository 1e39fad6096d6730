// The browser's side of a passkey: @simplewebauthn/browser, loaded only when a member asks for a
// passkey (never on the login screen's first load). Answers travel to the server as JSON text.
import type { WebAuthnJson } from '@trellis/contract'

/** Makes a passkey with the server's registration options. */
export async function createPasskey(options: WebAuthnJson): Promise<string> {
  const { startRegistration } = await import('@simplewebauthn/browser')
  return JSON.stringify(await startRegistration({ optionsJSON: options as never }))
}

/** Signs the server's challenge with a passkey (sign-in or step-up). */
export async function passkeyAnswer(options: WebAuthnJson): Promise<string> {
  const { startAuthentication } = await import('@simplewebauthn/browser')
  return JSON.stringify(await startAuthentication({ optionsJSON: options as never }))
}

/** The browser refused or the member cancelled: the words to show. */
export function passkeyErrorMessage(error: unknown, fallback: string): string {
  const name = (error as { name?: unknown } | null)?.name
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey was not used.'
  return fallback
}
