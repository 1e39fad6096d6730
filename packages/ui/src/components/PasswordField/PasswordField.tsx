import { useState } from 'react'
import { passwordHints } from '@trellis/contract'
import { TextField, type TextFieldProps } from '../TextField'
import { Toggle } from './PasswordField.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link PasswordField}; everything a TextField takes except `type` and `trailing`. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing' | 'liveHint'> {
  /**
   * Live check while typing, with the spec's hints: `password` says when it is shorter than 8
   * characters; `confirm` says when it differs from `matchValue`. Omit for no live check.
   */
  liveCheck?: 'password' | 'confirm'
  /** The password a confirm field must match (with `liveCheck="confirm"`). */
  matchValue?: string
  /** Start with the password visible. */
  defaultVisible?: boolean
}

/** A password input with a Show / Hide toggle and the spec's live hints. */
export function PasswordField({
  liveCheck,
  matchValue = '',
  defaultVisible = false,
  value,
  defaultValue,
  onChange,
  disabled,
  autoComplete,
  ...rest
}: PasswordFieldProps) {
  const t = useUiT()
  const [isVisible, setVisible] = useState(defaultVisible)
  // Tracks the value when the field is uncontrolled, so the live hint still works.
  const [ownValue, setOwnValue] = useState(String(defaultValue ?? ''))
  const current = value !== undefined ? String(value) : ownValue
  const hints =
    liveCheck === 'password'
      ? passwordHints(current, '').password
      : liveCheck === 'confirm'
        ? passwordHints(matchValue, current).confirm
        : undefined
  return (
    <TextField
      {...rest}
      type={isVisible ? 'text' : 'password'}
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      disabled={disabled}
      autoComplete={autoComplete ?? (liveCheck ? 'new-password' : 'current-password')}
      autoCapitalize="off"
      spellCheck={false}
      onChange={(event) => {
        setOwnValue(event.target.value)
        onChange?.(event)
      }}
      liveHint={hints}
      trailing={
        <Toggle
          type="button"
          aria-pressed={isVisible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {isVisible ? t('hide') : t('show')}
        </Toggle>
      }
    />
  )
}
