import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { OTP_LENGTH } from '@trellis/contract'
import { Box, Group } from './OtpInput.styles'
import { digitsOf, placeDigits, removeDigit } from './otp-value'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link OtpInput}. */
export interface OtpInputProps {
  /** The digits entered so far (contiguous, at most `length`). */
  value: string
  /** Called with the new digits after every change. */
  onChange: (value: string) => void
  /** Number of boxes; the spec's 6 by default. */
  length?: number
  /** Accessible name of the group of boxes. */
  label?: string
  /** Marks every box invalid (pair with an error message). */
  isInvalid?: boolean
  /** Id of the message that describes the boxes (error or hint). */
  describedBy?: string
  /** No typing, e.g. while the code is being checked. */
  disabled?: boolean
}

/**
 * One box per digit. Typing moves on, Backspace goes back, arrows move, and pasting (or the
 * phone's one-time-code autofill) fills every box at once.
 */
export function OtpInput({
  value,
  onChange,
  length = OTP_LENGTH,
  label: labelProp,
  isInvalid = false,
  describedBy,
  disabled = false,
}: OtpInputProps) {
  const t = useUiT()
  const label = labelProp ?? t('oneTimePassword')
  const boxes = useRef<Array<HTMLInputElement | null>>([])
  const code = digitsOf(value).slice(0, length)
  // The newest code, ahead of the re-render: focus moves inside the same event that changed it.
  const latest = useRef(code)
  latest.current = code
  const change = (next: string) => {
    latest.current = next
    onChange(next)
  }
  const focusBox = (i: number) => {
    const el = boxes.current[Math.max(0, Math.min(i, length - 1))]
    el?.focus()
    el?.select()
  }

  const onKeyDown = (i: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      if (code.length === 0) return
      const result = removeDigit(code, i)
      change(result.code)
      focusBox(result.next)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(i - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(Math.min(i + 1, code.length))
    }
  }

  const onPaste = (i: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = digitsOf(event.clipboardData.getData('text'))
    event.preventDefault()
    if (!pasted) return
    // A whole code replaces what was there, wherever the caret was.
    const from = pasted.length >= length ? 0 : i
    const result = placeDigits(from === 0 ? '' : code, from, pasted, length)
    change(result.code)
    focusBox(result.next)
  }

  return (
    <Group role="group" aria-label={label} aria-describedby={describedBy} $count={length}>
      {Array.from({ length }, (_, i) => (
        <Box
          key={i}
          ref={(el) => {
            boxes.current[i] = el
          }}
          value={code[i] ?? ''}
          onChange={(event) => {
            const result = placeDigits(code, i, event.target.value, length)
            if (result.code !== code) change(result.code)
            focusBox(result.code.length > i ? result.next : i)
          }}
          onKeyDown={onKeyDown(i)}
          onPaste={onPaste(i)}
          // Keep the code contiguous: a click past the first empty box lands on it.
          onFocus={(event) => {
            if (i > latest.current.length) focusBox(latest.current.length)
            else event.target.select()
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otpDigit', { digit: i + 1, length })}
          aria-invalid={isInvalid || undefined}
          disabled={disabled}
          $invalid={isInvalid}
        />
      ))}
    </Group>
  )
}
