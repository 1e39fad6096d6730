// The activation date with Active Now when the member is not active (none, or over a year old).
// Active Now asks first: the price, the wallet it is taken from and how long it lasts.
import { useState } from 'react'
import {
  WALLET_NAMES,
  economics,
  fallbacks,
  formatUsd,
  fromCents,
  isMemberActive,
  type Member,
} from '@trellis/contract'
import { useActiveNow } from '@trellis/api-client'
import { ActivationCard, ConfirmDialog } from '@trellis/ui'
import { useMessageDialog } from '../../components/use-message-dialog'

/** Props of ActivationSection. */
export interface ActivationSectionProps {
  member: Member | undefined
  isLoading: boolean
}

/** What activating costs, which wallet pays and how long it lasts (read from economics.ts). */
export function activationMessage(): string {
  const n = economics.activationValidYears
  const years = n === 1 ? '1 year' : `${n} years`
  return (
    `${formatUsd(fromCents(economics.activationCostCents))} will be paid from your ` +
    `${WALLET_NAMES[economics.activationWallet]}. Your account is then active for ${years}.`
  )
}

/** The dashboard's activation card. */
export function ActivationSection({ member, isLoading }: ActivationSectionProps) {
  const { trigger, isMutating } = useActiveNow()
  const [isConfirming, setConfirming] = useState(false)
  const { dialog, showError, showSuccess } = useMessageDialog()
  const activate = async () => {
    try {
      const answer = await trigger(undefined)
      showSuccess(answer.message ?? 'Your account is active.')
    } catch (error) {
      showError(error, fallbacks.requestFailed)
    } finally {
      setConfirming(false)
    }
  }
  return (
    <>
      <ActivationCard
        title="Activation"
        activeDate={member?.activeDate ?? null}
        isActive={isMemberActive(member?.activeDate)}
        onActivate={() => setConfirming(true)}
        isActivating={isMutating}
        isLoading={isLoading}
      />
      <ConfirmDialog
        isOpen={isConfirming}
        title="Activate your account?"
        message={activationMessage()}
        confirmLabel="Activate"
        onConfirm={() => void activate()}
        onCancel={() => setConfirming(false)}
        isBusy={isMutating}
      />
      {dialog}
    </>
  )
}
