// The signed-in member, fresh from the server (getUser). Money answers also refresh it through
// the client's revalidation; the session's copy is used only for the id.
import { fallbacks, type Member } from '@trellis/contract'
import { session, useGetUser, useSession } from '@trellis/api-client'
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
  /** Sets the income wallet from an answer (a failed withdrawal carries the current one). */
  setWallet: (wallet: number) => void
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
    setWallet: (wallet) => {
      void mutate((prev) => (prev ? { ...prev, data: { ...prev.data, wallet } } : prev), {
        revalidate: false,
      })
      const user = session.peek()?.user
      if (user) session.update({ ...user, wallet })
    },
  }
}

/** The member's balances as yup context for the balance rules. */
export function balancesOf(member: Member | undefined) {
  return member ? { wallet: member.wallet, packageWallet: member.packageWallet } : undefined
}
