import styled from 'styled-components'
import { VisuallyHidden } from '../VisuallyHidden'

/** One bar: its period's label and value. */
export interface TrendBar {
  /** The period as a member reads it ("Nov 22", "week of Nov 17"). */
  label: string
  value: number
}

/** Props of {@link TrendBars}. */
export interface TrendBarsProps {
  /** The chart's title ("Income, last 30 days"). */
  title: string
  /** The one sentence that says what the chart shows ("$120.00 in 30 days"): its text alternative. */
  summary: string
  /** The bars, oldest first. */
  bars: readonly TrendBar[]
  /** A value as the table under the chart says it ("$12.50", "3"). */
  formatValue: (value: number) => string
  /** The column headers of the screen-reader table: the period's and the value's. */
  periodHeader: string
  valueHeader: string
}

const Figure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`

const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  margin-bottom: ${({ theme }) => theme.space[3]};

  & > strong {
    font-size: ${({ theme }) => theme.font.size.md};
  }

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

const Chart = styled.svg`
  display: block;
  width: 100%;
  height: 96px;

  & rect {
    fill: ${({ theme }) => theme.color.primary};
  }

  & rect[data-zero] {
    fill: ${({ theme }) => theme.color.border};
  }
`

const Ends = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 6px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`

const HEIGHT = 96
const GAP = 2

/**
 * A small bar chart of a trend (income per day, new team members per week): each bar's height is
 * its value against the largest; a period with nothing is a thin grey line, so an empty month
 * still reads as a month. The chart itself is one image named by `summary`; a table of every
 * period follows it for screen readers.
 */
export function TrendBars({
  title,
  summary,
  bars,
  formatValue,
  periodHeader,
  valueHeader,
}: TrendBarsProps) {
  const max = Math.max(0, ...bars.map((b) => b.value))
  const count = Math.max(bars.length, 1)
  const width = count * 10
  return (
    <Figure>
      <Caption>
        <strong>{title}</strong>
        <span aria-hidden="true">{summary}</span>
      </Caption>
      <Chart
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {bars.map((b, i) => {
          const h = max > 0 && b.value > 0 ? Math.max(3, (b.value / max) * HEIGHT) : 2
          return (
            <rect
              key={b.label}
              x={i * 10 + GAP / 2}
              y={HEIGHT - h}
              width={10 - GAP}
              height={h}
              rx={1}
              {...(b.value > 0 ? {} : { 'data-zero': '' })}
            />
          )
        })}
      </Chart>
      <Ends aria-hidden="true">
        <span>{bars[0]?.label}</span>
        <span>{bars.at(-1)?.label}</span>
      </Ends>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{periodHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label}>
                <th scope="row">{b.label}</th>
                <td>{formatValue(b.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  )
}
