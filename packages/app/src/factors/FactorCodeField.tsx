// The field where a member types the second factor: a 6-digit app code or a recovery code
// (`ABCDE-FGHJK`, 11 characters with its dash), at sign-in and at a step-up alike.
import type { ChangeEvent } from 'react'
import { TextField } from '@trellis/ui'

export function FactorCodeField(props: {
  value: string
  error?: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  return (
    <TextField
      label="Authenticator or recovery code"
      name="code"
      autoComplete="one-time-code"
      maxLength={11}
      value={props.value}
      error={props.error}
      onChange={props.onChange}
    />
  )
}
