// The Login tab: user id and password; a successful answer starts the session (the client does
// that) and opens the dashboard.
import { Form, Formik } from 'formik'
import { useNavigate } from 'react-router-dom'
import { fallbacks, loginSchema } from '@trellis/contract'
import { useLogin } from '@trellis/api-client'
import { Button } from '@trellis/ui'
import { FormikPasswordField, FormikTextField } from '../../components/FormikTextField'
import { useMessageDialog } from '../../components/use-message-dialog'
import { formValidator } from '../../forms/validate'
import { FormStack } from '../../components/layout'
import { TextLink } from '../../components/TextLink'

interface LoginValues {
  userId: string
  password: string
}

const validate = formValidator<LoginValues>(loginSchema)

/** The login form. */
export function LoginForm() {
  const { trigger } = useLogin()
  const navigate = useNavigate()
  const { dialog, showError } = useMessageDialog()

  return (
    <>
      <Formik<LoginValues>
        initialValues={{ userId: '', password: '' }}
        validate={validate}
        onSubmit={async (values) => {
          try {
            await trigger({ userId: values.userId.trim(), password: values.password })
            navigate('/dashboard', { replace: true })
          } catch (error) {
            showError(error, fallbacks.login)
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Login">
            <FormStack>
              <FormikTextField name="userId" label="User ID" autoComplete="username" />
              <FormikPasswordField
                name="password"
                label="Password"
                autoComplete="current-password"
              />
              <Button type="submit" isLoading={isSubmitting} fullWidth>
                Login
              </Button>
              <TextLink to="/forgot-password">Forgot password?</TextLink>
            </FormStack>
          </Form>
        )}
      </Formik>
      {dialog}
    </>
  )
}
