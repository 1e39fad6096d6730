import { displayLocaleOf, formatUsd } from '@trellis/contract'
import { Icon, type IconName } from '../Icon'
import { Skeleton } from '../Skeleton'
import { VisuallyHidden } from '../VisuallyHidden'
import { FitFigure } from '../lists-shared'
import { Hint, Label, Tile, Trend, Value } from './StatTile.styles'
import { useUiT } from '../../i18n/use-ui-t'

const ARROWS = { up: '▲', down: '▼', flat: '▬' } as const
const TREND_WORDS = { up: 'trendUp', down: 'trendDown', flat: 'trendFlat' } as const

/** A change shown under a figure. */
export interface StatTrend {
  /** Which way the figure moved; the text says it too, colour is never the only signal. */
  direction: 'up' | 'down' | 'flat'
  /** What moved, e.g. "+$12.00 today". */
  text: string
}

/** Props of {@link StatTile}. */
export interface StatTileProps {
  /** What the figure is, e.g. "Total investment". */
  label: string
  /** The figure: a number is formatted by `format`; a string is shown as given. */
  value: number | string
  /** How a numeric value reads: usd ($1,234.50, the default) or count (1,234). */
  format?: 'usd' | 'count'
  /** Small icon before the label. */
  icon?: IconName
  /** A muted line under the value. */
  hint?: string
  /** An optional change indicator. */
  trend?: StatTrend
  /** Placeholder while the figure loads. */
  isLoading?: boolean
  className?: string
}

/** Formats a tile's value the way the tile shows it. */
export function formatStatValue(value: number | string, format: 'usd' | 'count' = 'usd'): string {
  if (typeof value === 'string') return value
  return format === 'usd'
    ? formatUsd(value)
    : new Intl.NumberFormat(displayLocaleOf()).format(value)
}

/** One labelled figure: a wallet, investment or earning total. */
export function StatTile({
  label,
  value,
  format = 'usd',
  icon,
  hint,
  trend,
  isLoading = false,
  className,
}: StatTileProps) {
  const t = useUiT()
  const shown = formatStatValue(value, format)
  return (
    <Tile className={className} aria-busy={isLoading || undefined}>
      <Label>
        {icon ? <Icon name={icon} size={18} /> : null}
        {label}
      </Label>
      {isLoading ? (
        <Skeleton height="28px" width="70%" label={t('loadingNamed', { name: label })} />
      ) : (
        <Value data-testid="stat-value">
          <FitFigure $chars={shown.length} $size="xl">
            {shown}
          </FitFigure>
        </Value>
      )}
      {trend && !isLoading ? (
        <Trend $direction={trend.direction}>
          <span aria-hidden="true">{ARROWS[trend.direction]}</span>
          <span>
            <VisuallyHidden>{t(TREND_WORDS[trend.direction])}: </VisuallyHidden>
            {trend.text}
          </span>
        </Trend>
      ) : null}
      {hint && !isLoading ? <Hint>{hint}</Hint> : null}
    </Tile>
  )
}
