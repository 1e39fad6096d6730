// Step 2 of a password reset: the e-mailed code and the new password.
import { Form, Formik } from 'formik'
import { useState } from 'react'
import { fallbacks } from '@trellis/contract'
import { resetPasswordSchema } from '@trellis/contract/schemas'
import { useResetPassword } from '@trellis/api-client'
import { Button } from '@trellis/ui'
import { FormikTextField } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { NewPasswordFields } from '../../components/NewPasswordFields'
import { useMessageDialog } from '../../components/use-message-dialog'
import { validateWith, toSchemaInput } from '../../forms/validate'
import { TextLink } from '../../components/TextLink'

/** Props of ResetPasswordForm. */
export interface ResetPasswordFormProps {
  /** The account being reset. */
  userId: string
  /** The server's answer to the code request, shown above the form. */
  notice: string
}

interface ResetValues {
  code: string
  password: string
  cpassword: string
}

/** The new password form. */
export function ResetPasswordForm({ userId, notice }: ResetPasswordFormProps) {
  const { trigger } = useResetPassword()
  const { dialog, showError } = useMessageDialog()
  const [done, setDone] = useState<string | null>(null)

  if (done)
    return (
      <FormStack>
        <p role="status">{done}</p>
        <TextLink to="/login">Go to login</TextLink>
      </FormStack>
    )

  return (
    <>
      <p role="status">{notice}</p>
      <Formik<ResetValues>
        initialValues={{ code: '', password: '', cpassword: '' }}
        validate={(values) =>
          validateWith(resetPasswordSchema, toSchemaInput({ userId, ...values }))
        }
        onSubmit={async (values) => {
          try {
            const answer = await trigger({ userId, ...values, code: values.code.trim() })
            setDone(answer.message)
          } catch (error) {
            showError(error, fallbacks.requestFailed)
          }
        }}
      >
        {({ isSubmitting }) => {
          return (
            <Form noValidate aria-label="Reset password">
              <FormStack>
                <FormikTextField
                  name="code"
                  label="Reset code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                />
                <NewPasswordFields label="New password" confirmLabel="Confirm new password" />
                <Button type="submit" isLoading={isSubmitting} fullWidth>
                  Reset password
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
