// The activation date with Active Now when the member is not active (none, or over a year old).
// Active Now asks first: the price, the wallet it is taken from and how long it lasts.
import { useState } from 'react'
import {
  economics,
  fallbacks,
  formatUsd,
  fromCents,
  isMemberActive,
  type Member,
} from '@trellis/contract'
import { useActiveNow } from '@trellis/api-client'
import { ActivationCard, ConfirmDialog, type Translate } from '@trellis/ui'
import { useMessageDialog } from '../../components/use-message-dialog'
import { dashboardEnglishT, useDashboardT, type DashboardMessageId } from './messages'

/** Props of ActivationSection. */
export interface ActivationSectionProps {
  member: Member | undefined
  isLoading: boolean
}

/** What activating costs, which wallet pays and how long it lasts (read from economics.ts). */
export function activationMessage(t: Translate<DashboardMessageId> = dashboardEnglishT): string {
  return t('activationMessage', {
    cost: formatUsd(fromCents(economics.activationCostCents)),
    wallet: economics.activationWallet,
    years: economics.activationValidYears,
  })
}

/** The dashboard's activation card. */
export function ActivationSection({ member, isLoading }: ActivationSectionProps) {
  const { trigger, isMutating } = useActiveNow()
  const [isConfirming, setConfirming] = useState(false)
  const { dialog, showError, showSuccess } = useMessageDialog()
  const t = useDashboardT()
  const activate = async () => {
    try {
      const answer = await trigger(undefined)
      showSuccess(answer.message ?? t('activated'))
    } catch (error) {
      showError(error, fallbacks.requestFailed)
    } finally {
      setConfirming(false)
    }
  }
  return (
    <>
      <ActivationCard
        title={t('activation')}
        activeDate={member?.activeDate ?? null}
        isActive={isMemberActive(member?.activeDate)}
        onActivate={() => setConfirming(true)}
        isActivating={isMutating}
        isLoading={isLoading}
      />
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('activateTitle')}
        message={activationMessage(t)}
        confirmLabel={t('activate')}
        onConfirm={() => void activate()}
        onCancel={() => setConfirming(false)}
        isBusy={isMutating}
      />
      {dialog}
    </>
  )
}
