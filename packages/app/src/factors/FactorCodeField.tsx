// The field where a member types the second factor: a 6-digit app code or a recovery code
// (`ABCDE-FGHJK`, 11 characters with its dash), at sign-in and at a step-up alike.
import type { ChangeEvent } from 'react'
import { TextField } from '@trellis/ui'
import { useFactorsT } from './messages'

export function FactorCodeField(props: {
  value: string
  error?: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  const t = useFactorsT()
  return (
    <TextField
      label={t('codeField')}
      name="code"
      autoComplete="one-time-code"
      maxLength={11}
      value={props.value}
      error={props.error}
      onChange={props.onChange}
    />
  )
}
