// One hook per ops call (the console's), named use + the call's name; the CSV exports are links
// (`opsCsvHref`). Keys start with 'ops', so a write refreshes every console read at once (a queue,
// its count on the dashboard and the audit log all move when an operator acts) and sign-out drops
// them all; no member key is touched. A read answered 401 (the session ended: sign-out elsewhere,
// 30 minutes idle) asks `me` again, which sends the console to its sign-in.
import { createElement, useCallback, type ReactNode } from 'react'
import useSWR, { SWRConfig, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr'
import useSWRMutation from 'swr/mutation'
import { opsCalls as c, type OpsCallName } from '@trellis/contract'
import type { ApiError } from '../errors'
import { callOps, opsUrl, type AnyOpsCall, type OpsAnswerOf, type OpsBodyOf } from './fetcher'

type OpsKey = readonly ['ops', string, unknown]

/** Whether an SWR key is one of the console's. */
const isOpsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === 'ops'
const isMeKey = (key: unknown): boolean => isOpsKey(key) && (key as OpsKey)[1] === c.opsMe.path

/** What an ops read returns: SWR's response typed with the call's answer. */
export type OpsReadResult<C extends AnyOpsCall> = SWRResponse<OpsAnswerOf<C>, ApiError>

function useOpsRead<C extends AnyOpsCall>(
  call: C,
  body: OpsBodyOf<C>,
  enabled = true,
  config?: SWRConfiguration<OpsAnswerOf<C>, ApiError>,
): OpsReadResult<C> {
  const { mutate } = useSWRConfig()
  const key: OpsKey | null = enabled ? (['ops', call.path, body ?? null] as const) : null
  return useSWR<OpsAnswerOf<C>, ApiError, OpsKey | null>(
    key,
    ([, , keyBody]: OpsKey) => callOps(call, (keyBody ?? undefined) as OpsBodyOf<C>),
    {
      ...config,
      onError: (error: ApiError) => {
        if (error.status === 401 && call !== c.opsMe) void mutate(isMeKey)
      },
    },
  )
}

/** What an ops write returns. `trigger` throws ApiError on failure. */
export interface OpsWriteResult<C extends AnyOpsCall> {
  trigger: (body: OpsBodyOf<C>) => Promise<OpsAnswerOf<C>>
  isMutating: boolean
}

function useOpsWrite<C extends AnyOpsCall>(call: C): OpsWriteResult<C> {
  const { mutate } = useSWRConfig()
  const mutation = useSWRMutation<
    OpsAnswerOf<C>,
    ApiError,
    readonly ['ops-write', string],
    OpsBodyOf<C>
  >(['ops-write', call.path] as const, (_key: readonly ['ops-write', string], { arg }) =>
    callOps(call, arg),
  )
  const swrTrigger = mutation.trigger as (arg: OpsBodyOf<C>) => Promise<OpsAnswerOf<C>>
  const trigger = useCallback(
    async (body: OpsBodyOf<C>) => {
      const answer = await swrTrigger(body)
      // Every console read may have moved (a queue, a count, the audit log): ask again.
      void mutate(isOpsKey)
      return answer
    },
    [swrTrigger, mutate],
  )
  return { trigger, isMutating: mutation.isMutating }
}

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

/** The address of a CSV export with these filters: a plain link, the cookie authenticates it. */
export function opsCsvHref(
  call: typeof c.opsDailyReportCsv | typeof c.opsAuditCsv,
  filters: OpsBodyOf<typeof call>,
): string {
  return opsUrl(call, filters)
}

// Sign-in and the session
/** Sets an invited operator's password from the mailed link. */
export const useOpsSetPassword = () => useOpsWrite(c.opsSetPassword)
/** Password step of the sign-in: answers the code step (or the enrolment). */
export const useOpsSignIn = () => useOpsWrite(c.opsSignIn)
/** The code step: the app's code (or a recovery code) starts the session. */
export const useOpsSignInCode = () => useOpsWrite(c.opsSignInCode)
/** The operator signed in (401 without a session: the console shows the sign-in). */
export const useOpsMe = () =>
  useOpsRead(c.opsMe, undefined, true, { shouldRetryOnError: false, revalidateOnFocus: true })
/** Ends the operator's session. */
export const useOpsSignOut = () => useOpsWrite(c.opsSignOut)

// Dashboard
/** Today's figures, queues, ledger check and chain. */
export const useOpsDashboard = () => useOpsRead(c.opsDashboard, undefined)
/** Runs the ledger check now (only once asked: it reads every balance). */
export const useOpsLedgerCheck = (enabled: boolean) =>
  useOpsRead(c.opsLedgerCheck, undefined, enabled, { revalidateOnFocus: false })

// Deposits and withdrawals
/** The deposit claims, filtered. */
export const useOpsDeposits = (filter: OpsBodyOf<typeof c.opsDeposits>) =>
  useOpsRead(c.opsDeposits, filter)
export const useOpsDepositApprove = () => useOpsWrite(c.opsDepositApprove)
export const useOpsDepositReject = () => useOpsWrite(c.opsDepositReject)
/** The withdrawals, filtered. */
export const useOpsWithdrawals = (filter: OpsBodyOf<typeof c.opsWithdrawals>) =>
  useOpsRead(c.opsWithdrawals, filter)
/** One approval (a large withdrawal needs a second, by another operator). */
export const useOpsWithdrawalApprove = () => useOpsWrite(c.opsWithdrawalApprove)
/** Paid by hand: the chain transaction's hash. */
export const useOpsWithdrawalPay = () => useOpsWrite(c.opsWithdrawalPay)
/** Rejected, refunded in full. */
export const useOpsWithdrawalReject = () => useOpsWrite(c.opsWithdrawalReject)

// Members
/** Members by id, e-mail, phone or name; under 2 characters asks nothing. */
export const useOpsMemberSearch = (q: string, page = 1) =>
  useOpsRead(c.opsMemberSearch, { q: q.trim(), page }, q.trim().length >= 2)
/** One member's 360° view. */
export const useOpsMember = (userId: string) => useOpsRead(c.opsMember, { userId })
/** The member's ledger entries, a page at a time. */
export const useOpsMemberLedger = (userId: string, page: number) =>
  useOpsRead(c.opsMemberLedger, { userId, page })
export const useOpsMemberEndSessions = () => useOpsWrite(c.opsMemberEndSessions)
export const useOpsMemberUnlock = () => useOpsWrite(c.opsMemberUnlock)
/** Mails the member a reset code (an operator never sets a member's password). */
export const useOpsMemberPasswordReset = () => useOpsWrite(c.opsMemberPasswordReset)
export const useOpsMemberResendMail = () => useOpsWrite(c.opsMemberResendMail)
/** Removes a member's authenticator app 72 hours later (admin). */
export const useOpsMemberFactorRecovery = () => useOpsWrite(c.opsMemberFactorRecovery)

// Bonuses and adjustments
export const useOpsProposals = (filter: OpsBodyOf<typeof c.opsProposals>) =>
  useOpsRead(c.opsProposals, filter)
export const useOpsProposalCreate = () => useOpsWrite(c.opsProposalCreate)
export const useOpsProposalApprove = () => useOpsWrite(c.opsProposalApprove)
export const useOpsProposalReject = () => useOpsWrite(c.opsProposalReject)

// Reports and audit
export const useOpsDailyReport = (range: OpsBodyOf<typeof c.opsDailyReport>) =>
  useOpsRead(c.opsDailyReport, range)
export const useOpsAudit = (filter: OpsBodyOf<typeof c.opsAudit>) => useOpsRead(c.opsAudit, filter)

// Settings (read-only)
export const useOpsSettings = () => useOpsRead(c.opsSettings, undefined)

// Operators
export const useOpsOperators = () => useOpsRead(c.opsOperators, undefined)
export const useOpsOperatorAdd = () => useOpsWrite(c.opsOperatorAdd)
export const useOpsOperatorRole = () => useOpsWrite(c.opsOperatorRole)
export const useOpsOperatorDisable = () => useOpsWrite(c.opsOperatorDisable)
/** Resets an operator: sessions end, password and app removed, a new set-password link mailed. */
export const useOpsOperatorReset = () => useOpsWrite(c.opsOperatorReset)

/**
 * Every ops call mapped to its hook or link: a call added to the contract without one is a type
 * error here (and the coverage test checks the same at run time). @internal
 */
export const opsRegistry = {
  opsSetPassword: useOpsSetPassword,
  opsSignIn: useOpsSignIn,
  opsSignInCode: useOpsSignInCode,
  opsMe: useOpsMe,
  opsSignOut: useOpsSignOut,
  opsDashboard: useOpsDashboard,
  opsLedgerCheck: useOpsLedgerCheck,
  opsDeposits: useOpsDeposits,
  opsDepositApprove: useOpsDepositApprove,
  opsDepositReject: useOpsDepositReject,
  opsWithdrawals: useOpsWithdrawals,
  opsWithdrawalApprove: useOpsWithdrawalApprove,
  opsWithdrawalPay: useOpsWithdrawalPay,
  opsWithdrawalReject: useOpsWithdrawalReject,
  opsMemberSearch: useOpsMemberSearch,
  opsMember: useOpsMember,
  opsMemberLedger: useOpsMemberLedger,
  opsMemberEndSessions: useOpsMemberEndSessions,
  opsMemberUnlock: useOpsMemberUnlock,
  opsMemberPasswordReset: useOpsMemberPasswordReset,
  opsMemberResendMail: useOpsMemberResendMail,
  opsMemberFactorRecovery: useOpsMemberFactorRecovery,
  opsProposals: useOpsProposals,
  opsProposalCreate: useOpsProposalCreate,
  opsProposalApprove: useOpsProposalApprove,
  opsProposalReject: useOpsProposalReject,
  opsDailyReport: useOpsDailyReport,
  opsDailyReportCsv: opsCsvHref,
  opsAudit: useOpsAudit,
  opsSettings: useOpsSettings,
  opsAuditCsv: opsCsvHref,
  opsOperators: useOpsOperators,
  opsOperatorAdd: useOpsOperatorAdd,
  opsOperatorRole: useOpsOperatorRole,
  opsOperatorDisable: useOpsOperatorDisable,
  opsOperatorReset: useOpsOperatorReset,
} as const satisfies Record<OpsCallName, (...args: never[]) => unknown>

/**
 * The console's own SWR cache, fresh each time the console mounts: nothing an operator reads
 * shares a cache with the member app in the same tab, and a new console starts empty.
 */
export function OpsCacheScope({ children }: { children: ReactNode }) {
  return createElement(SWRConfig, { value: { provider: () => new Map() } }, children)
}
