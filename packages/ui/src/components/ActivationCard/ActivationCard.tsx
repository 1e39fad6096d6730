import { activationExpiry } from '@trellis/contract'
import { StatusBadge } from '../Badge'
import { Button } from '../Button'
import { Card } from '../Card'
import { ErrorPanel, formatDate } from '../lists-shared'
import { Skeleton } from '../Skeleton'
import { Dates, ErrorText, Note } from './ActivationCard.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link ActivationCard}. */
export interface ActivationCardProps {
  /** When the member last activated (ISO), or null if never. */
  activeDate: string | null
  /** Whether the activation is still valid (compute with contract isMemberActive). */
  isActive: boolean
  /** Called when "Active Now" is pressed. */
  onActivate?: () => void
  /** The activation call is running: the button is busy. */
  isActivating?: boolean
  /** Placeholder while the member loads. */
  isLoading?: boolean
  /** Message of a failed activation, shown under the button. */
  error?: string
  /**
   * The member could not be loaded: said in place of the date, the badge and the button, so an
   * active member is never shown "Inactive" with a button to pay again.
   */
  loadError?: string
  /** Offered as a Retry button with loadError. */
  onRetry?: () => void
  /** Card heading. */
  title?: string
  className?: string
}

/**
 * The member's activation: date, Active/Inactive badge and, when inactive, "Active Now"; when the
 * member could not be loaded, only that (never a made-up "Inactive").
 */
export function ActivationCard({
  activeDate,
  isActive,
  onActivate,
  isActivating = false,
  isLoading = false,
  error,
  loadError,
  onRetry,
  title: titleProp,
  className,
}: ActivationCardProps) {
  const t = useUiT()
  const title = titleProp ?? t('activation')
  if (isLoading) {
    return (
      <Card title={title} className={className} aria-busy>
        <Skeleton lines={2} label={t('loadingActivation')} />
      </Card>
    )
  }
  if (loadError) {
    return (
      <Card title={title} className={className}>
        <ErrorPanel message={loadError} onRetry={onRetry} />
      </Card>
    )
  }
  const validDate = activeDate && !Number.isNaN(new Date(activeDate).getTime()) ? activeDate : null
  return (
    <Card title={title} actions={<StatusBadge isActive={isActive} />} className={className}>
      {validDate ? (
        <Dates>
          <dt>{t('activatedOn')}</dt>
          <dd>{formatDate(validDate)}</dd>
          <dt>{isActive ? t('validUntil') : t('expiredOn')}</dt>
          <dd>{formatDate(activationExpiry(validDate).toISOString())}</dd>
        </Dates>
      ) : (
        <Note>{t('notActivated')}</Note>
      )}
      {isActive ? null : (
        <Button onClick={onActivate} isLoading={isActivating} disabled={!onActivate} fullWidth>
          {t('activeNow')}
        </Button>
      )}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Card>
  )
}
