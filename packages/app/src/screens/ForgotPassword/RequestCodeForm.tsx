// Step 1 of a password reset: the user id; the server e-mails a code.
import { Form, Formik } from 'formik'
import { fallbacks, serverMessages } from '@trellis/contract'
import { forgotPasswordSchema } from '@trellis/contract/schemas'
import { useForgotPassword } from '@trellis/api-client'
import { Button } from '@trellis/ui'
import { FormikTextField } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { useMessageDialog } from '../../components/use-message-dialog'
import { formValidator } from '../../forms/validate'

/** Props of RequestCodeForm. */
export interface RequestCodeFormProps {
  /** Called once the code was requested, with the id and the server's message. */
  onSent: (userId: string, message: string) => void
}

const validate = formValidator<{ userId: string }>(forgotPasswordSchema)

/** The reset code request form. */
export function RequestCodeForm({ onSent }: RequestCodeFormProps) {
  const { trigger } = useForgotPassword()
  const { dialog, showError } = useMessageDialog()
  return (
    <>
      <Formik
        initialValues={{ userId: '' }}
        validate={validate}
        onSubmit={async ({ userId }) => {
          try {
            const answer = await trigger({ userId: userId.trim() })
            onSent(userId.trim(), answer.message || serverMessages.resetSent)
          } catch (error) {
            showError(error, fallbacks.requestFailed)
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Request reset code">
            <FormStack>
              <FormikTextField
                name="userId"
                label="User ID"
                hint="Or your e-mail. Any letter case."
                autoComplete="username"
                autoCapitalize="characters"
              />
              <Button type="submit" isLoading={isSubmitting} fullWidth>
                Send reset code
              </Button>
            </FormStack>
          </Form>
        )}
      </Formik>
      {dialog}
    </>
  )
}
