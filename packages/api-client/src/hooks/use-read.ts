// The shape every read hook shares: an SWR hook keyed by path, body and token.
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr'
import type { AnswerOf, BodyOf } from '@trellis/contract'
import type { ApiError } from '../errors'
import { callApi, type AnyCall } from '../fetcher'
import { useSession } from '../use-session'
import { readKey, type ReadKey } from './keys'

/** What a read hook returns: SWR's response typed with the call's answer. */
export type ReadResult<C extends AnyCall> = SWRResponse<AnswerOf<C>, ApiError>

/**
 * Reads a call with SWR. `enabled: false` skips the request (the key is null). A changed
 * session token refetches under a new key.
 */
export function useRead<C extends AnyCall>(
  call: C,
  body: BodyOf<C>,
  enabled = true,
  config?: SWRConfiguration<AnswerOf<C>, ApiError>,
): ReadResult<C> {
  const token = useSession()?.token ?? null
  const key = enabled ? readKey(call.path, body ?? null, token) : null
  return useSWR<AnswerOf<C>, ApiError, ReadKey | null>(
    key,
    ([, keyBody]: ReadKey) => callApi(call, (keyBody ?? undefined) as BodyOf<C>),
    config,
  )
}
