// A screen's trend chart (issue 26, point 5): the ui's TrendBars over one of the contract's trend
// reads, with the read's placeholder and its failure said honestly (never a made-up zero).
import type { TrendPoint } from '@trellis/contract'
import { Button, Skeleton, TrendBars, useLocale } from '@trellis/ui'
import { readErrorMessage, retryCanHelp } from './error-message'

/** Props of TrendCard. */
export interface TrendCardProps {
  result: {
    data?: { data: TrendPoint[] } | undefined
    error?: unknown
    isLoading: boolean
    mutate: () => unknown
  }
  title: string
  /** The sentence under the title, from the points (a total, a count). */
  summary: (points: TrendPoint[]) => string
  formatValue: (value: number) => string
  periodHeader: string
  valueHeader: string
  /** What could not be loaded, for the failure's sentence ("your income by day"). */
  what: string
  retry: string
}

/** A period's first day, "Nov 22" in the member's language (UTC, as the periods are). */
function periodLabel(period: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${period}T00:00:00Z`))
}

/** The chart, its placeholder while loading, or what failed with Retry. */
export function TrendCard({ result, title, summary, what, retry, ...rest }: TrendCardProps) {
  const locale = useLocale()
  const points = result.data?.data
  if (result.isLoading) return <Skeleton variant="block" height="176px" />
  if (!points) {
    return (
      <div role="alert">
        <p>{readErrorMessage(result.error, what)}</p>
        {retryCanHelp(result.error) && (
          <Button variant="secondary" onClick={() => void result.mutate()}>
            {retry}
          </Button>
        )}
      </div>
    )
  }
  return (
    <TrendBars
      title={title}
      summary={summary(points)}
      bars={points.map((p) => ({ label: periodLabel(p.period, locale), value: p.value }))}
      {...rest}
    />
  )
}
