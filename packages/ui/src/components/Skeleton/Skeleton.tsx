import { VisuallyHidden } from '../VisuallyHidden'
import { Bone, Lines, Status } from './Skeleton.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** text: one or more lines; block: a rectangle (cards, charts); circle: an avatar or gauge. */
  variant?: 'text' | 'block' | 'circle'
  /** Number of text lines; the last one is shorter, like a paragraph. */
  lines?: number
  /** CSS width (default 100%; circles default to `height`). */
  width?: string
  /** CSS height (default 1em for text, 96px for blocks, 48px for circles). */
  height?: string
  /**
   * Announced once to screen readers, e.g. "Loading transactions". Set to `null` for a bone that
   * is part of a larger placeholder which already announces itself.
   */
  label?: string | null
}

const HEIGHT = { text: '1em', block: '96px', circle: '48px' } as const

/** A grey placeholder in the shape of content that is loading, with a shimmer. */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width,
  height,
  label: labelProp,
}: SkeletonProps) {
  const t = useUiT()
  const label = labelProp ?? t('loading')
  const h = height ?? HEIGHT[variant]
  const w = width ?? (variant === 'circle' ? h : '100%')
  const count = variant === 'text' ? Math.max(1, lines) : 1
  const bones = (
    <Lines aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Bone
          key={i}
          $width={count > 1 && i === count - 1 ? '60%' : w}
          $height={h}
          $round={variant === 'circle'}
        />
      ))}
    </Lines>
  )
  if (label === null) return bones
  return (
    <Status role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {bones}
    </Status>
  )
}
