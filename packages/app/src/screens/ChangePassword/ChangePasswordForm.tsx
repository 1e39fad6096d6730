// Change password: the current one, a new one (8 to 32 characters, 1 capital, 1 digit, 1
// special character) and its confirmation, with the spec's live hints.
import { PASSWORD_MAX, PASSWORD_MIN, fallbacks, serverMessages } from '@trellis/contract'
import { changePasswordSchema } from '@trellis/contract/schemas'
import { useChangePassword } from '@trellis/api-client'
import { FormikPasswordField } from '../../components/FormikTextField'
import { NewPasswordFields } from '../../components/NewPasswordFields'
import { ContractForm } from '../../forms/ContractForm'

interface ChangePasswordValues {
  oldPassword: string
  password: string
  cpassword: string
}

/** The rule the page lists under the new password. */
export const PASSWORD_RULE_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, with 1 capital letter, 1 number and 1 special character.`

/** The change password form. */
export function ChangePasswordForm() {
  const { trigger } = useChangePassword()
  return (
    <ContractForm<ChangePasswordValues, { message?: string }>
      label="Change password"
      initialValues={{ oldPassword: '', password: '', cpassword: '' }}
      schema={changePasswordSchema}
      submit={trigger}
      onDone={(answer, { resetForm, showSuccess }) => {
        resetForm()
        showSuccess(answer.message || serverMessages.passwordChanged)
      }}
      fallback={fallbacks.requestFailed}
      submitLabel="Change password"
    >
      {() => (
        <>
          <FormikPasswordField
            name="oldPassword"
            label="Current password"
            autoComplete="current-password"
          />
          <NewPasswordFields
            label="New password"
            confirmLabel="Confirm new password"
            hint={PASSWORD_RULE_HINT}
          />
        </>
      )}
    </ContractForm>
  )
}
