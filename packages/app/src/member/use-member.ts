// The signed-in member: the cached getUser answer, the one place the client keeps the member.
// Money answers that carry the member, and a failed withdrawal's wallet, are written into it by
// the write hooks (api-client's use-write.ts); the session's copy is used only for the id.
import type { Member } from '@trellis/contract'
import { useGetUser, useSession } from '@trellis/api-client'
import { readErrorMessage, retryCanHelp } from '../components/error-message'

/** What a screen knows about the member. */
export interface MemberState {
  /** The member once loaded. */
  member: Member | undefined
  /** The member's id (from the session, available at once). */
  userId: string
  isLoading: boolean
  /** The failure message, when getUser failed. */
  error: string | undefined
  /** Reloads the member. */
  refresh: () => void
  /** A Retry for the failure, when asking again can help (else undefined). */
  retry: (() => void) | undefined
}

/** The member for a screen. */
export function useMember(): MemberState {
  const current = useSession()
  const { data, error, isLoading, mutate } = useGetUser()
  return {
    member: data?.data,
    userId: data?.data.userId ?? current?.user.userId ?? '',
    isLoading: isLoading && !data,
    // A read: what failed, never the form's "…submitting your request".
    error: error ? readErrorMessage(error, 'your account') : undefined,
    refresh: () => void mutate(),
    retry: error && retryCanHelp(error) ? () => void mutate() : undefined,
  }
}

/** The member's balances as yup context for the balance rules. */
export function balancesOf(member: Member | undefined) {
  return member
    ? { wallet: member.wallet, packageWallet: member.packageWallet, userId: member.userId }
    : undefined
}
