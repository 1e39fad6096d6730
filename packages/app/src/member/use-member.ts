// The signed-in member: the cached getUser answer, the one place the client keeps the member.
// Money answers that carry the member, and a failed withdrawal's wallet, are written into it by
// the write hooks (api-client's use-write.ts); the session's copy is used only for the id.
import { fallbacks, type Member } from '@trellis/contract'
import { useGetUser, useSession } from '@trellis/api-client'
import { errorMessage } from '../components/error-message'

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
}

/** The member for a screen. */
export function useMember(): MemberState {
  const current = useSession()
  const { data, error, isLoading, mutate } = useGetUser()
  return {
    member: data?.data,
    userId: data?.data.userId ?? current?.user.userId ?? '',
    isLoading: isLoading && !data,
    error: error ? errorMessage(error, fallbacks.requestFailed) : undefined,
    refresh: () => void mutate(),
  }
}

/** The member's balances as yup context for the balance rules. */
export function balancesOf(member: Member | undefined) {
  return member ? { wallet: member.wallet, packageWallet: member.packageWallet } : undefined
}
