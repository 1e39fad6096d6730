// KYC: the USDT (BEP-20) address and the transaction password. Changing a set transaction
// password or the payout address needs the current transaction password; the server checks it,
// the browser never compares.
import { Form, Formik } from 'formik'
import { fallbacks, serverMessages, type Member } from '@trellis/contract'
import { updateUserSchema } from '@trellis/contract/schemas'
import { useUpdateUser } from '@trellis/api-client'
import { Button } from '@trellis/ui'
import { FormikPasswordField, FormikTextField } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { useMessageDialog } from '../../components/use-message-dialog'
import { formValidator } from '../../forms/validate'

/** The KYC form's values as typed. */
export interface KycValues {
  usdtAddress: string
  t_pass: string
  current_t_pass: string
}

const validate = formValidator<KycValues>(updateUserSchema)

/** The body of updateUser: only what the member filled in. */
export function kycBody(values: KycValues) {
  return {
    ...(values.usdtAddress.trim() ? { usdtAddress: values.usdtAddress.trim() } : {}),
    ...(values.t_pass ? { t_pass: values.t_pass } : {}),
    ...(values.current_t_pass ? { current_t_pass: values.current_t_pass } : {}),
  }
}

/** Whether the form holds anything new: another address, or a transaction password. */
export function kycChanges(values: KycValues, member: Member): boolean {
  const address = values.usdtAddress.trim()
  return (address !== '' && address !== (member.usdtAddress ?? '')) || values.t_pass !== ''
}

/** The KYC form for a loaded member. */
export function KycForm({ member }: { member: Member }) {
  const { trigger } = useUpdateUser()
  const { dialog, show, showError, showSuccess } = useMessageDialog()
  const hasPassword = member.hasTransactionPassword
  return (
    <>
      <Formik<KycValues>
        initialValues={{ usdtAddress: member.usdtAddress ?? '', t_pass: '', current_t_pass: '' }}
        enableReinitialize
        validate={validate}
        onSubmit={async (values, { setFieldValue }) => {
          // "Profile updated" for a form with nothing new in it would tell the member nothing.
          if (!kycChanges(values, member)) {
            show({ title: 'Nothing to save', message: serverMessages.nothingToSave })
            return
          }
          try {
            const answer = await trigger(kycBody(values))
            await setFieldValue('t_pass', '', false)
            await setFieldValue('current_t_pass', '', false)
            showSuccess(answer.message ?? 'Saved.')
          } catch (error) {
            showError(error, fallbacks.profileUpdate)
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="KYC">
            <FormStack>
              <FormikTextField
                name="usdtAddress"
                label="USDT address (BEP-20)"
                autoComplete="off"
                spellCheck={false}
                hint="0x followed by 40 hex characters."
              />
              {hasPassword && (
                <FormikPasswordField
                  name="current_t_pass"
                  label="Current transaction password"
                  autoComplete="off"
                />
              )}
              <FormikPasswordField
                name="t_pass"
                label={hasPassword ? 'New transaction password' : 'Transaction password'}
                autoComplete="new-password"
                hint={
                  hasPassword
                    ? 'Leave empty to keep your transaction password.'
                    : 'Needed to transfer funds to other members.'
                }
              />
              <Button type="submit" isLoading={isSubmitting} fullWidth>
                Save
              </Button>
            </FormStack>
          </Form>
        )}
      </Formik>
      {dialog}
    </>
  )
}
