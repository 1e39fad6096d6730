import { useState } from 'react'
import { formatUsd, messages } from '@trellis/contract'
import { TextField, type TextFieldProps } from '../TextField'
import { exceedsMax } from './amount'

/** Props of {@link AmountField}; everything a TextField takes except `type` and `prefix`. */
export interface AmountFieldProps extends Omit<TextFieldProps, 'type' | 'prefix' | 'max'> {
  /**
   * The most the member can use (e.g. the wallet balance). Typing above it shows the spec's
   * "Insufficient Balance" at once, before any submit.
   */
  max?: number
  /** When set with `max`, the hint reads e.g. "Available: $120.00". */
  maxLabel?: string
  /** The symbol inside the box before the value. */
  currencySymbol?: string
}

/** A dollar amount input: decimal keypad on phones, live check against a maximum. */
export function AmountField({
  max,
  maxLabel,
  currencySymbol = '$',
  value,
  defaultValue,
  onChange,
  error,
  hint,
  ...rest
}: AmountFieldProps) {
  // Tracks the value when uncontrolled, so the live check still works.
  const [ownValue, setOwnValue] = useState(String(defaultValue ?? ''))
  const current = value !== undefined ? String(value) : ownValue
  const isOver = exceedsMax(current, max)
  const shownHint =
    hint ?? (max !== undefined && maxLabel ? `${maxLabel}: ${formatUsd(max)}` : undefined)
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      prefix={currencySymbol}
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={(event) => {
        setOwnValue(event.target.value)
        onChange?.(event)
      }}
      // The live balance check speaks first: it is what the member is doing right now.
      error={isOver ? messages.insufficientBalance : error}
      hint={shownHint}
    />
  )
}
