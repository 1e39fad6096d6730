// One SWR hook per ops call (the console's), named use + the call's name. Keys start with 'ops'
// so a write can refresh every console read at once (queues, counts and the audit log all move
// together when an operator acts) and sign-out can drop them all; no member key is touched.
import { useCallback } from 'react'
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr'
import useSWRMutation from 'swr/mutation'
import type { AnswerOf, BodyOf } from '@trellis/contract'
import type { ApiError } from '../errors'
import type { AnyCall } from '../fetcher'
import { opsCalls as c } from './draft'
import { callOps } from './fetcher'

type OpsKey = readonly ['ops', string, unknown]

/** Whether an SWR key is one of the console's. */
export const isOpsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'ops'

/** What an ops read returns: SWR's response typed with the call's answer. */
export type OpsReadResult<C extends AnyCall> = SWRResponse<AnswerOf<C>, ApiError>

function useOpsRead<C extends AnyCall>(
  call: C,
  body: BodyOf<C>,
  enabled = true,
  config?: SWRConfiguration<AnswerOf<C>, ApiError>,
): OpsReadResult<C> {
  const key: OpsKey | null = enabled ? (['ops', call.path, body ?? null] as const) : null
  return useSWR<AnswerOf<C>, ApiError, OpsKey | null>(
    key,
    ([, , keyBody]: OpsKey) => callOps(call, (keyBody ?? undefined) as BodyOf<C>),
    config,
  )
}

/** What an ops write returns. `trigger` throws ApiError on failure. */
export interface OpsWriteResult<C extends AnyCall> {
  trigger: (body: BodyOf<C>) => Promise<AnswerOf<C>>
  isMutating: boolean
  error: ApiError | undefined
  reset: () => void
}

function useOpsWrite<C extends AnyCall>(call: C): OpsWriteResult<C> {
  const { mutate } = useSWRConfig()
  const mutation = useSWRMutation<AnswerOf<C>, ApiError, readonly ['ops-write', string], BodyOf<C>>(
    ['ops-write', call.path] as const,
    (_key: readonly ['ops-write', string], { arg }: { arg: BodyOf<C> }) => callOps(call, arg),
  )
  const swrTrigger = mutation.trigger as (arg: BodyOf<C>) => Promise<AnswerOf<C>>
  const trigger = useCallback(
    async (body: BodyOf<C>) => {
      const answer = await swrTrigger(body)
      // Every console read may have moved (a queue, a count, the audit log): ask again.
      void mutate(isOpsKey)
      return answer
    },
    [swrTrigger, mutate],
  )
  return { trigger, isMutating: mutation.isMutating, error: mutation.error, reset: mutation.reset }
}

/** The operator signed in (401 without a session: the console shows the sign-in). */
export const useOpsMe = () => useOpsRead(c.opsMe, undefined, true, { shouldRetryOnError: false })
/** Password step of the sign-in: answers a challenge for the code (or for the enrolment). */
export const useOpsSignIn = () => useOpsWrite(c.opsSignIn)
/** The code step: the app's code (or a recovery code) starts the session. */
export const useOpsSignInCode = () => useOpsWrite(c.opsSignInCode)
/** Ends the operator's session. */
export const useOpsSignOut = () => useOpsWrite(c.opsSignOut)
/** Today's figures, queues, ledger check and chain. */
export const useOpsDashboard = () => useOpsRead(c.opsDashboard, undefined)
/** The deposit claims, filtered. */
export const useOpsDeposits = (filters: BodyOf<typeof c.opsDeposits>) =>
  useOpsRead(c.opsDeposits, filters)
/** Approves or rejects a deposit claim. */
export const useOpsDepositDecide = () => useOpsWrite(c.opsDepositDecide)
/** The withdrawals, filtered. */
export const useOpsWithdrawals = (filters: BodyOf<typeof c.opsWithdrawals>) =>
  useOpsRead(c.opsWithdrawals, filters)
/** Approves (one of the approvals a large one needs) or rejects a withdrawal. */
export const useOpsWithdrawalDecide = () => useOpsWrite(c.opsWithdrawalDecide)
/** Members by id, e-mail, phone or name; an empty query asks nothing. */
export const useOpsMemberSearch = (q: string) =>
  useOpsRead(c.opsMemberSearch, { q: q.trim() }, q.trim() !== '')
/** One member's 360° view. */
export const useOpsMember = (userId: string) => useOpsRead(c.opsMember, { userId })
/** Ends every session of the member. */
export const useOpsMemberEndSessions = () => useOpsWrite(c.opsMemberEndSessions)
/** Lifts the member's locks. */
export const useOpsMemberUnlock = () => useOpsWrite(c.opsMemberUnlock)
/** E-mails the member a password-reset code (the operator never sets a password). */
export const useOpsMemberPasswordReset = () => useOpsWrite(c.opsMemberPasswordReset)
/** Bonus and adjustment proposals. */
export const useOpsProposals = (filters: BodyOf<typeof c.opsProposals>) =>
  useOpsRead(c.opsProposals, filters)
/** Proposes a bonus or an adjustment (another operator approves). */
export const useOpsPropose = () => useOpsWrite(c.opsPropose)
/** Approves or rejects another operator's proposal. */
export const useOpsProposalDecide = () => useOpsWrite(c.opsProposalDecide)
/** The figures per day. */
export const useOpsReports = (range: BodyOf<typeof c.opsReports>) => useOpsRead(c.opsReports, range)
/** The audit log, filtered. */
export const useOpsAudit = (filters: BodyOf<typeof c.opsAudit>) => useOpsRead(c.opsAudit, filters)
/** The operators (admin). */
export const useOpsOperators = (enabled = true) => useOpsRead(c.opsOperators, undefined, enabled)
/** Adds an operator (admin). */
export const useOpsOperatorAdd = () => useOpsWrite(c.opsOperatorAdd)
/** Changes an operator's role (admin). */
export const useOpsOperatorRole = () => useOpsWrite(c.opsOperatorRole)
/** Disables an operator (admin). */
export const useOpsOperatorDisable = () => useOpsWrite(c.opsOperatorDisable)

/**
 * The console's cache: `refresh` asks every console read again (after sign-in, `me` answers);
 * `clear` drops them all without asking (after sign-out, nothing an operator saw stays).
 */
export function useOpsCache() {
  const { mutate } = useSWRConfig()
  return {
    refresh: useCallback(() => void mutate(isOpsKey), [mutate]),
    clear: useCallback(() => void mutate(isOpsKey, undefined, { revalidate: false }), [mutate]),
  }
}
