// Signing in with a passkey alone: options from the server, the browser's ceremony, the answer
// back; the answer starts the session (the client does that, as for the password log-in).
import { calls, factorMessages, fallbacks } from '@trellis/contract'
import { callApi } from '@trellis/api-client'
import { passkeyAnswer, passkeyErrorMessage } from './passkey-browser'

/** Signs in with a passkey; throws an Error whose message the screen shows. */
export async function signInWithPasskey(): Promise<void> {
  const options = await callApi(calls.passkeyLoginOptions, undefined, { fallback: fallbacks.login })
  let response: string
  try {
    response = await passkeyAnswer(options.data)
  } catch (error) {
    throw new Error(passkeyErrorMessage(error, factorMessages.passkeyFailed))
  }
  await callApi(calls.passkeyLogin, { response }, { fallback: fallbacks.login })
}
