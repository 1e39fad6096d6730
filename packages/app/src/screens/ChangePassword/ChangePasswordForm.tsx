// Change password: the current one, a new one (8 to 32 characters, 1 capital, 1 digit, 1
// special character) and its confirmation, with the spec's live hints.
import { Form, Formik } from 'formik'
import { PASSWORD_MAX, PASSWORD_MIN, fallbacks, serverMessages } from '@trellis/contract'
import { changePasswordSchema } from '@trellis/contract/schemas'
import { useChangePassword } from '@trellis/api-client'
import { Button } from '@trellis/ui'
import { FormikPasswordField } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { NewPasswordFields } from '../../components/NewPasswordFields'
import { useMessageDialog } from '../../components/use-message-dialog'
import { formValidator } from '../../forms/validate'

interface ChangePasswordValues {
  oldPassword: string
  password: string
  cpassword: string
}

const validate = formValidator<ChangePasswordValues>(changePasswordSchema)

/** The rule the page lists under the new password. */
export const PASSWORD_RULE_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, with 1 capital letter, 1 number and 1 special character.`

/** The change password form. */
export function ChangePasswordForm() {
  const { trigger } = useChangePassword()
  const { dialog, showError, showSuccess } = useMessageDialog()
  return (
    <>
      <Formik<ChangePasswordValues>
        initialValues={{ oldPassword: '', password: '', cpassword: '' }}
        validate={validate}
        onSubmit={async (values, { resetForm }) => {
          try {
            const answer = await trigger(values)
            resetForm()
            showSuccess(answer.message || serverMessages.passwordChanged)
          } catch (error) {
            showError(error, fallbacks.requestFailed)
          }
        }}
      >
        {({ isSubmitting }) => {
          return (
            <Form noValidate aria-label="Change password">
              <FormStack>
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
                <Button type="submit" isLoading={isSubmitting} fullWidth>
                  Change password
                </Button>
              </FormStack>
            </Form>
          )
        }}
      </Formik>
      {dialog}
    </>
  )
}
