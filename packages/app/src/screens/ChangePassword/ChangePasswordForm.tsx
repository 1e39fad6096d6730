// Change password: the current one, a new one (8 to 32 characters, 1 capital, 1 digit, 1
// special character) and its confirmation, with the spec's live hints.
import { PASSWORD_MAX, PASSWORD_MIN, fallbacks, serverMessages } from '@trellis/contract'
import { changePasswordSchema } from '@trellis/contract/schemas'
import { useChangePassword } from '@trellis/api-client'
import { FormikPasswordField } from '../../components/FormikTextField'
import { NewPasswordFields } from '../../components/NewPasswordFields'
import { ContractForm } from '../../forms/ContractForm'
import { useChangePasswordT } from './messages'

interface ChangePasswordValues {
  oldPassword: string
  password: string
  cpassword: string
}

/** The change password form. */
export function ChangePasswordForm() {
  const { trigger } = useChangePassword()
  const t = useChangePasswordT()
  return (
    <ContractForm<ChangePasswordValues, { message?: string }>
      label={t('form')}
      initialValues={{ oldPassword: '', password: '', cpassword: '' }}
      schema={changePasswordSchema}
      submit={trigger}
      onDone={(answer, { resetForm, showSuccess }) => {
        resetForm()
        showSuccess(answer.message || serverMessages.passwordChanged)
      }}
      fallback={fallbacks.requestFailed}
      submitLabel={t('submit')}
    >
      {() => (
        <>
          <FormikPasswordField
            name="oldPassword"
            label={t('current')}
            autoComplete="current-password"
          />
          <NewPasswordFields
            label={t('new')}
            confirmLabel={t('confirm')}
            // The rule the page lists under the new password.
            hint={t('rule', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          />
        </>
      )}
    </ContractForm>
  )
}
