import type { ClipboardEvent } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '../VisuallyHidden'
import { wholeValue } from './whole-value'

/**
 * A long hash or address shortened in the middle ("0x12ab…89ef"): people check the first and last
 * characters against their wallet, so those stay. Values no longer than head + tail + 1 are kept.
 */
export function shortenMiddle(value: string, head = 6, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`
}

const Short = styled.span`
  ${wholeValue}
`

/** Props of {@link ShortValue}. */
export interface ShortValueProps {
  /** The whole value: shown on hover, read by screen readers and put on the clipboard. */
  value: string
  /** Characters kept at the start (with the 0x of a hash). */
  head?: number
  /** Characters kept at the end. */
  tail?: number
}

/** A long hash or address on one line, shortened in the middle; copying it copies all of it. */
export function ShortValue({ value, head, tail }: ShortValueProps) {
  const short = shortenMiddle(value, head, tail)
  if (short === value) return <Short>{value}</Short>
  // A selection of the short form would copy the ellipsis: the whole value goes instead.
  const copyWhole = (event: ClipboardEvent) => {
    event.clipboardData.setData('text/plain', value)
    event.preventDefault()
  }
  return (
    <Short title={value} onCopy={copyWhole}>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{value}</VisuallyHidden>
    </Short>
  )
}
