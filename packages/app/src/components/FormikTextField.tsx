// ui fields bound to the surrounding Formik form by name: value, change, blur, and the field's
// error once touched (or after a submit attempt).
import { useField, useFormikContext } from 'formik'
import {
  AmountField,
  Button,
  PasswordField,
  TextField,
  type AmountFieldProps,
  type PasswordFieldProps,
  type TextFieldProps,
} from '@trellis/ui'
import { useCommonT } from '../i18n/common'
import { formatUsd } from './format'

type Bound = 'value' | 'onChange' | 'onBlur' | 'error' | 'name'

/** The props Formik supplies to a field: name, value, handlers, the visible error. */
export function useFormikFieldProps(name: string) {
  const [field, meta] = useField<string>(name)
  const { submitCount } = useFormikContext()
  const error = meta.touched || submitCount > 0 ? meta.error : undefined
  return { ...field, value: field.value ?? '', error }
}

/** Props of FormikTextField. */
export type FormikTextFieldProps = Omit<TextFieldProps, Bound> & {
  /** The Formik field name. */
  name: string
}

/** A text input wired to Formik. */
export function FormikTextField({ name, ...rest }: FormikTextFieldProps) {
  return <TextField {...rest} {...useFormikFieldProps(name)} />
}

/** Props of FormikPasswordField. */
export type FormikPasswordFieldProps = Omit<PasswordFieldProps, Bound> & {
  /** The Formik field name. */
  name: string
}

/** A password input (Show/Hide, the spec's live hints) wired to Formik. */
export function FormikPasswordField({ name, ...rest }: FormikPasswordFieldProps) {
  return <PasswordField {...rest} {...useFormikFieldProps(name)} />
}

/** Props of FormikAmountField. */
export type FormikAmountFieldProps = Omit<AmountFieldProps, Bound> & {
  /** The Formik field name. */
  name: string
}

/** A dollar amount input (live "Insufficient Balance" over `max`) wired to Formik. */
export function FormikAmountField({ name, ...rest }: FormikAmountFieldProps) {
  return <AmountField {...rest} {...useFormikFieldProps(name)} />
}

/**
 * The Max button under an amount (issue 26): fills the Formik field `name` with `most`, the most
 * the wallet allows with what comes on top (contract/src/max-amounts.ts); nothing when that is 0.
 */
export function FormikMaxButton({ name, most }: { name: string; most: number }) {
  const { setFieldValue } = useFormikContext()
  const t = useCommonT()
  if (most <= 0) return null
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      onClick={() => void setFieldValue(name, most.toFixed(2))}
    >
      {t('useMax', { amount: formatUsd(most) })}
    </Button>
  )
}
