// The sponsor lookup of sign-up: from 7 characters of the id, the sponsor's first name or
// "Sponcer Id not found.".
import { SPONSOR_LOOKUP_MIN, messages } from '@trellis/contract'
import { useCheckUser } from '@trellis/api-client'

/** What the sign-up form knows about the sponsor id typed so far. */
export interface SponsorLookup {
  /** The sponsor's first name once found. */
  name: string
  /** 'short' before 7 characters, then 'checking', 'found' or 'missing'. */
  state: 'short' | 'checking' | 'found' | 'missing'
  /** The spec's message when the sponsor does not exist. */
  error?: string
}

/** Looks the sponsor up as the member types. */
export function useSponsor(sponsorId: string): SponsorLookup {
  const id = sponsorId.trim()
  const { data, error, isLoading } = useCheckUser(id.length >= SPONSOR_LOOKUP_MIN ? id : null)
  if (id.length < SPONSOR_LOOKUP_MIN) return { name: '', state: 'short' }
  if (isLoading) return { name: '', state: 'checking' }
  if (data?.status && data.user) return { name: data.user.firstName, state: 'found' }
  if (error || data) return { name: '', state: 'missing', error: messages.sponsorNotFound }
  return { name: '', state: 'checking' }
}
