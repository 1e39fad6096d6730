import { VisuallyHidden } from '../VisuallyHidden'
import { Ring, Wrap } from './Spinner.styles'
import { useUiT } from '../../i18n/use-ui-t'

const SIZES = { sm: 16, md: 24, lg: 40 } as const

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter: sm 16 px, md 24 px, lg 40 px. */
  size?: keyof typeof SIZES
  /** What is loading, read by screen readers (and shown when `showLabel`). */
  label?: string
  /** Show the label next to the ring instead of only to screen readers. */
  showLabel?: boolean
  /**
   * Hide from assistive technology: for a spinner inside something that already announces
   * its busy state (a Button with aria-busy).
   */
  isDecorative?: boolean
}

/** A turning ring that says something is loading. Uses the current text colour. */
export function Spinner({
  size = 'md',
  label: labelProp,
  showLabel = false,
  isDecorative = false,
}: SpinnerProps) {
  const t = useUiT()
  const label = labelProp ?? t('loading')
  if (isDecorative) return <Ring $size={SIZES[size]} aria-hidden="true" />
  return (
    <Wrap role="status">
      <Ring $size={SIZES[size]} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrap>
  )
}
