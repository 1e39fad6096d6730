import { DEFAULT_NOTICE } from '@trellis/contract'
import { Bar, Copy, Tag, Track, Viewport } from './NoticeTicker.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link NoticeTicker}. */
export interface NoticeTickerProps {
  /** The notice; the app reads it from local config. Defaults to the spec's welcome text. */
  text?: string
  /** Short tag before the line, e.g. "Notice". */
  label?: string
  /** Seconds for one full pass; longer notices read better slower. */
  durationSeconds?: number
  /** Holds the line still (e.g. while a dialog is open). Hover and focus pause it as well. */
  isPaused?: boolean
  className?: string
}

/**
 * A scrolling notice line. It pauses on hover and focus; under prefers-reduced-motion it does not
 * move and shows the whole text wrapped. aria-live is off so screen readers are not interrupted.
 */
export function NoticeTicker({
  text = DEFAULT_NOTICE,
  label: labelProp,
  durationSeconds,
  isPaused = false,
  className,
}: NoticeTickerProps) {
  const t = useUiT()
  const label = labelProp ?? t('notice')
  // About 6 characters a second keeps a long notice readable.
  const seconds = durationSeconds ?? Math.max(12, Math.round(text.length / 6))
  return (
    <Bar className={className}>
      <Tag aria-hidden="true">{label}:</Tag>
      <Viewport
        role="marquee"
        aria-live="off"
        aria-label={label}
        tabIndex={0}
        data-paused={isPaused || undefined}
      >
        <Track $seconds={seconds} $isPaused={isPaused}>
          <Copy>{text}</Copy>
          {/* A second copy makes the loop seamless; screen readers hear the text once. */}
          <Copy aria-hidden="true">{text}</Copy>
        </Track>
      </Viewport>
    </Bar>
  )
}
