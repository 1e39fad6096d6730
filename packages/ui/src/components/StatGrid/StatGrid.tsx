import { useId } from 'react'
import { ErrorPanel } from '../lists-shared'
import { StatTile, type StatTileProps } from '../StatTile'
import { List, Heading, Message, Section } from './StatGrid.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** One tile of the grid; `id` keeps React's keys stable. */
export interface StatGridItem extends Omit<StatTileProps, 'isLoading' | 'className'> {
  id: string
}

/** Props of {@link StatGrid}. */
export interface StatGridProps {
  /** The tiles, in reading order. */
  items: StatGridItem[]
  /** Optional heading above the grid (makes it a labelled region). */
  title?: string
  /** Columns on large screens (phones show 2). */
  columns?: 2 | 3 | 4
  /** Every tile shows a placeholder; `loadingCount` tiles when `items` is still empty. */
  isLoading?: boolean
  /** How many placeholder tiles to show while loading with no items yet. */
  loadingCount?: number
  /** Shown instead of the tiles when the figures could not be loaded. */
  error?: string
  /** Offered as a Retry button with the error (leave it out when asking again cannot help). */
  onRetry?: () => void
  /** Shown when there are no tiles. */
  emptyText?: string
  className?: string
}

/** A responsive grid of stat tiles: wallet, investment and earning totals. */
export function StatGrid({
  items,
  title,
  columns = 4,
  isLoading = false,
  loadingCount = 4,
  error,
  onRetry,
  emptyText: emptyTextProp,
  className,
}: StatGridProps) {
  const t = useUiT()
  const emptyText = emptyTextProp ?? t('nothingYet')
  const headingId = useId()
  const tiles: StatGridItem[] =
    isLoading && items.length === 0
      ? Array.from({ length: loadingCount }, (_, i) => ({
          id: `loading-${i}`,
          label: t('loading'),
          value: '',
        }))
      : items
  let body
  if (error) body = <ErrorPanel message={error} onRetry={onRetry} />
  else if (tiles.length === 0) body = <Message>{emptyText}</Message>
  else
    body = (
      <List $columns={columns}>
        {tiles.map(({ id, ...tile }) => (
          <li key={id}>
            <StatTile {...tile} isLoading={isLoading} />
          </li>
        ))}
      </List>
    )
  if (!title) return <div className={className}>{body}</div>
  return (
    <Section aria-labelledby={headingId} className={className}>
      <Heading id={headingId}>{title}</Heading>
      {body}
    </Section>
  )
}
