// Step 2 of a password reset: the e-mailed code and the new password.
import { useState } from 'react'
import { fallbacks } from '@trellis/contract'
import { resetPasswordSchema } from '@trellis/contract/schemas'
import { useResetPassword } from '@trellis/api-client'
import { FormikTextField } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { NewPasswordFields } from '../../components/NewPasswordFields'
import { ContractForm } from '../../forms/ContractForm'
import { validateWith, toSchemaInput } from '../../forms/validate'
import { TextLink } from '../../components/TextLink'
import { useForgotPasswordT } from './messages'

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
  const [done, setDone] = useState<string | null>(null)
  const t = useForgotPasswordT()

  if (done)
    return (
      <FormStack>
        <p role="status">{done}</p>
        <TextLink to="/login">{t('goToLogin')}</TextLink>
      </FormStack>
    )

  return (
    <>
      <p role="status">{notice}</p>
      <ContractForm<ResetValues, { message: string }>
        label={t('resetForm')}
        initialValues={{ code: '', password: '', cpassword: '' }}
        schema={resetPasswordSchema}
        // The schema checks the whole body, the account included.
        validate={(values) =>
          validateWith(resetPasswordSchema, toSchemaInput({ userId, ...values }))
        }
        submit={(values) => trigger({ userId, ...values, code: values.code.trim() })}
        onDone={(answer) => setDone(answer.message)}
        fallback={fallbacks.requestFailed}
        submitLabel={t('reset')}
      >
        {() => (
          <>
            <FormikTextField
              name="code"
              label={t('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <NewPasswordFields label={t('new')} confirmLabel={t('confirm')} />
          </>
        )}
      </ContractForm>
    </>
  )
}
