// Step 1 of a password reset: the user id; the server e-mails a code.
import { fallbacks, serverMessages } from '@trellis/contract'
import { forgotPasswordSchema } from '@trellis/contract/schemas'
import { useForgotPassword } from '@trellis/api-client'
import { FormikTextField } from '../../components/FormikTextField'
import { ContractForm } from '../../forms/ContractForm'
import { useForgotPasswordT } from './messages'

/** Props of RequestCodeForm. */
export interface RequestCodeFormProps {
  /** Called once the code was requested, with the id and the server's message. */
  onSent: (userId: string, message: string) => void
}

/** The reset code request form. */
export function RequestCodeForm({ onSent }: RequestCodeFormProps) {
  const { trigger } = useForgotPassword()
  const t = useForgotPasswordT()
  return (
    <ContractForm
      label={t('requestForm')}
      initialValues={{ userId: '' }}
      schema={forgotPasswordSchema}
      submit={({ userId }) => trigger({ userId: userId.trim() })}
      onDone={(answer, { values }) =>
        onSent(values.userId.trim(), answer.message || serverMessages.resetSent)
      }
      fallback={fallbacks.requestFailed}
      submitLabel={t('sendCode')}
    >
      {() => (
        <FormikTextField
          name="userId"
          label={t('userId')}
          hint={t('userIdHint')}
          autoComplete="username"
          autoCapitalize="characters"
        />
      )}
    </ContractForm>
  )
}
