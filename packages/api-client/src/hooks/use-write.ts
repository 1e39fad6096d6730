// The shape every write hook shares: useSWRMutation, plus what money needs. A money submission
// carries one idempotency key, kept across a retry after a network failure (the server may have
// done it) and dropped once the server has answered; a second tap while one is in flight gets the
// same promise instead of a second request.
//
// The member lives in one place on the client: the cached answer of getUser. An answer that
// carries the member (`answers: 'member'` on the call) replaces it there, and a failed withdrawal's
// current wallet is written into it, so neither costs a refetch; the reads the call makes stale
// (`stale`) are refetched where they are shown.
import { useCallback, useRef } from 'react'
import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import type { AnswerOf, BodyOf, CallName, Member, StatusAnswer } from '@trellis/contract'
import { ApiError, isNetworkError } from '../errors'
import { callApi, memberOf, type AnyCall } from '../fetcher'
import { keysOf } from './keys'

export interface WriteOptions {
  /** The message when the server gives none; the call's own `fallback` when not given. */
  fallback?: string
  /** The message when the call never reached the server. */
  networkFallback?: string
}

type MemberAnswer = StatusAnswer<Member>
const memberKeys = keysOf(['getUser'])

/** What a write hook returns. `trigger` throws ApiError on failure. */
export interface WriteResult<C extends AnyCall> {
  trigger: (body: BodyOf<C>) => Promise<AnswerOf<C>>
  reset: () => void
  data: AnswerOf<C> | undefined
  error: ApiError | undefined
  isMutating: boolean
}

function newKey(): string {
  return globalThis.crypto.randomUUID()
}

/** A mutation hook for one write call of the contract. */
export function useWrite<C extends AnyCall>(call: C, options: WriteOptions = {}): WriteResult<C> {
  const { mutate } = useSWRConfig()
  /** Writes into the cached member, without asking the server again. */
  const setMember = useCallback(
    (change: (member: Member) => Member) =>
      void mutate<MemberAnswer>(
        memberKeys,
        (cached) => (cached ? { ...cached, data: change(cached.data) } : cached),
        { revalidate: false },
      ),
    [mutate],
  )
  const inFlight = useRef<Promise<AnswerOf<C>> | null>(null)
  const pending = useRef<{ body: string; key: string } | null>(null)

  const mutation = useSWRMutation<AnswerOf<C>, ApiError, readonly [string, 'write'], BodyOf<C>>(
    [call.path, 'write'] as const,
    (_key: readonly [string, 'write'], { arg }: { arg: BodyOf<C> }) => {
      let idempotencyKey: string | undefined
      if (call.money) {
        const body = JSON.stringify(arg ?? null)
        // Same submission retried after a network failure: same key. Anything else: a new one.
        if (pending.current?.body !== body) pending.current = { body, key: newKey() }
        idempotencyKey = pending.current.key
      }
      return callApi(call, arg, { ...options, ...(idempotencyKey ? { idempotencyKey } : {}) })
    },
  )
  const { reset, data, error, isMutating } = mutation
  // SWR's trigger overloads do not resolve for a generic argument type; this is its plain shape.
  const swrTrigger = mutation.trigger as (arg: BodyOf<C>) => Promise<AnswerOf<C>>

  const trigger = useCallback(
    (body: BodyOf<C>): Promise<AnswerOf<C>> => {
      if (inFlight.current) return inFlight.current
      const run = (async () => {
        try {
          const answer = await swrTrigger(body)
          pending.current = null
          const member = memberOf(call, answer)
          if (member) setMember(() => member)
          if (call.stale.length > 0) void mutate(keysOf(call.stale as readonly CallName[]))
          return answer
        } catch (error) {
          if (!isNetworkError(error)) pending.current = null
          // A failed withdrawal carries the current wallet: the spec refreshes the balance from it.
          if (error instanceof ApiError && error.wallet !== undefined) {
            const wallet = error.wallet
            setMember((member) => ({ ...member, wallet }))
          }
          throw error
        } finally {
          inFlight.current = null
        }
      })()
      inFlight.current = run
      return run
    },
    [swrTrigger, mutate, setMember, call],
  )

  return { trigger, reset, data, error, isMutating }
}
