// The new password and its confirmation of the sign-up, change password and reset password forms
// (the contract's newPasswordFields): the spec's live hints, the confirmation checked against the
// password as it is typed. Inside a Formik form whose values have `password` and `cpassword`.
import { useFormikContext } from 'formik'
import { FormikPasswordField } from './FormikTextField'

/** Props of NewPasswordFields. */
export interface NewPasswordFieldsProps {
  /** Label of the password, e.g. "New password". */
  label: string
  /** Label of the confirmation, e.g. "Confirm new password". */
  confirmLabel: string
  /** A line under the password, e.g. the rule it must follow. */
  hint?: string
}

/** The `password` and `cpassword` fields of the surrounding Formik form. */
export function NewPasswordFields({ label, confirmLabel, hint }: NewPasswordFieldsProps) {
  const { values } = useFormikContext<{ password: string; cpassword: string }>()
  return (
    <>
      <FormikPasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        liveCheck="password"
        {...(hint !== undefined ? { hint } : {})}
      />
      <FormikPasswordField
        name="cpassword"
        label={confirmLabel}
        autoComplete="new-password"
        liveCheck="confirm"
        matchValue={values.password}
      />
    </>
  )
}
