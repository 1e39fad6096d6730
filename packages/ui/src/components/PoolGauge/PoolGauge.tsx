import { useId } from 'react'
import { formatUsd } from '@trellis/contract'
import { Badge } from '../Badge'
import { Button } from '../Button'
import { Card } from '../Card'
import { FitFigure, formatDate } from '../lists-shared'
import { Skeleton } from '../Skeleton'
import { useUiT } from '../../i18n/use-ui-t'
import { useUiMemberT } from '../../i18n/use-ui-member-t'
import { GAUGE_RADIUS, gaugeDashes, gaugeRatio } from './gauge-geometry'
import {
  Amount,
  Body,
  Center,
  Dial,
  ErrorText,
  Expired,
  Fill,
  Meta,
  Percent,
  Track,
  Whole,
} from './PoolGauge.styles'

/** Props of {@link PoolGauge}. */
export interface PoolGaugeProps {
  /** The pool's name, e.g. "2.5X Pool". */
  label: string
  /** The pool's size in dollars (e.g. 250 × pot3Count). */
  value: number
  /** The size that fills the gauge, in dollars. */
  target: number
  /** Past the pot's expiry (compute with contract isPotExpired): a Join button replaces the gauge. */
  isExpired: boolean
  /**
   * The member has joined this pot (its count is above 0): a "Joined" badge while it runs, and
   * past its expiry "join again"; never joined, the expiry (a default date) is not the member's
   * and the card says so instead (issue 26, point 7).
   */
  isJoined?: boolean
  /** The pot's expiry date (ISO); shown as "Valid until …" or "Expired on …". */
  expiresOn?: string | null
  /** Price of joining in dollars, shown on the Join button. */
  price?: number
  /** Called when Join is pressed (the app confirms first). */
  onJoin?: () => void
  /** The join call is running: the button is busy. */
  isJoining?: boolean
  /** Placeholder while the member loads. */
  isLoading?: boolean
  /** Shown instead of the gauge when the pool could not be loaded. */
  error?: string
  /** One line under the gauge saying what it measures; it also describes the meter. */
  description?: string
  /** Gauge diameter in px. */
  size?: number
  className?: string
}

/** A radial gauge of a pool's size; past the pot's expiry a Join button takes its place. */
export function PoolGauge({
  label,
  value,
  target,
  isExpired,
  isJoined = false,
  expiresOn,
  price,
  onJoin,
  isJoining = false,
  isLoading = false,
  error,
  description,
  size = 160,
  className,
}: PoolGaugeProps) {
  const descriptionId = useId()
  const t = useUiT()
  const tm = useUiMemberT()
  const badge =
    isJoined && !isExpired && !isLoading ? (
      <Badge tone="success" hasDot>
        {tm('poolJoined')}
      </Badge>
    ) : undefined
  return (
    <Card
      title={label}
      titleAs="h3"
      actions={badge}
      className={className}
      aria-busy={isLoading || undefined}
    >
      <Body>{renderBody()}</Body>
    </Card>
  )

  function renderBody() {
    if (isLoading)
      return (
        <Skeleton
          variant="circle"
          height={`${size}px`}
          label={t('loadingNamed', { name: label })}
        />
      )
    if (error) return <ErrorText role="alert">{error}</ErrorText>
    if (isExpired) {
      return (
        <>
          <Expired>
            {isJoined ? (
              <>
                {expiresOn
                  ? tm('poolExpiredOn', { date: formatDate(expiresOn) })
                  : tm('poolExpired')}{' '}
                {tm('poolJoinAgain')}
              </>
            ) : (
              tm('poolNotJoined')
            )}
          </Expired>
          <Button onClick={onJoin} isLoading={isJoining} disabled={!onJoin} fullWidth>
            {price !== undefined ? tm('poolJoinFor', { price: formatUsd(price) }) : tm('poolJoin')}
          </Button>
        </>
      )
    }
    const ratio = gaugeRatio(value, target)
    const dashes = gaugeDashes(ratio)
    const percent = Math.round(ratio * 100)
    const max = target > 0 ? target : Math.max(value, 1)
    // A target of 0 is no target: a percentage of it, or "Target $0.00", would mean nothing.
    const hasTarget = target > 0
    return (
      <>
        <Dial
          $size={size}
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.min(Math.max(value, 0), max)}
          aria-valuetext={
            hasTarget
              ? tm('poolOf', { value: formatUsd(value), target: formatUsd(target) })
              : tm('poolNoTargetOf', { value: formatUsd(value) })
          }
          aria-describedby={description ? descriptionId : undefined}
        >
          {/* Rotated so the open quarter of the ring sits at the bottom. */}
          <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
            <g transform="rotate(135 60 60)">
              <Track cx="60" cy="60" r={GAUGE_RADIUS} strokeDasharray={dashes.track} />
              {ratio > 0 ? (
                <Fill
                  cx="60"
                  cy="60"
                  r={GAUGE_RADIUS}
                  strokeDasharray={dashes.fill}
                  data-ratio={ratio}
                />
              ) : null}
            </g>
          </svg>
          <Center aria-hidden="true">
            <Amount>
              <FitFigure $chars={formatUsd(value).length} $size="lg">
                {formatUsd(value)}
              </FitFigure>
            </Amount>
            {hasTarget && <Percent>{percent}%</Percent>}
          </Center>
        </Dial>
        {/* The line may wrap between its parts, never inside the amount or the date. */}
        <Meta>
          {hasTarget ? (
            <>
              {tm('poolTarget')} <Whole>{formatUsd(target)}</Whole>
            </>
          ) : (
            tm('poolNoTarget')
          )}
          {expiresOn ? (
            <>
              {` · ${t('validUntil')} `}
              <Whole>{formatDate(expiresOn)}</Whole>
            </>
          ) : null}
        </Meta>
        {description && <Meta id={descriptionId}>{description}</Meta>}
      </>
    )
  }
}
