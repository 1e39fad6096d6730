// The activation date with Active Now when the member is not active (none, or over a year old).
import { fallbacks, isMemberActive, type Member } from '@trellis/contract'
import { useActiveNow } from '@trellis/api-client'
import { ActivationCard } from '@trellis/ui'
import { useMessageDialog } from '../../components/use-message-dialog'

/** Props of ActivationSection. */
export interface ActivationSectionProps {
  member: Member | undefined
  isLoading: boolean
}

/** The dashboard's activation card. */
export function ActivationSection({ member, isLoading }: ActivationSectionProps) {
  const { trigger, isMutating } = useActiveNow()
  const { dialog, showError, showSuccess } = useMessageDialog()
  const activate = async () => {
    try {
      const answer = await trigger(undefined)
      showSuccess(answer.message ?? 'Your account is active.')
    } catch (error) {
      showError(error, fallbacks.requestFailed)
    }
  }
  return (
    <>
      <ActivationCard
        title="Activation"
        activeDate={member?.activeDate ?? null}
        isActive={isMemberActive(member?.activeDate)}
        onActivate={() => void activate()}
        isActivating={isMutating}
        isLoading={isLoading}
      />
      {dialog}
    </>
  )
}
