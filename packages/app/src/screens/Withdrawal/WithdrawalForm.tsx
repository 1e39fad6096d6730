// A withdrawal: the amount (at least 10, within the income wallet; "Insufficient Balance" while
// typing, from the amount field), Send OTP e-mails a code, the code is entered in the OTP dialog and the request sent.
// On failure the wallet is refreshed from the answer and the message shown.
import { useState } from 'react'
import { Form, Formik } from 'formik'
import { fallbacks } from '@trellis/contract'
import { withdrawalAmountSchema, withdrawalRequestSchema } from '@trellis/contract/schemas'
import { ApiError, useSendMail, useWithdrawalRequest } from '@trellis/api-client'
import { Button, OtpDialog } from '@trellis/ui'
import { FormikAmountField } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { errorMessage } from '../../components/error-message'
import { useMessageDialog } from '../../components/use-message-dialog'
import { validateWith, toSchemaInput } from '../../forms/validate'
import { balancesOf, type MemberState } from '../../member/use-member'

/** Props of WithdrawalForm. */
export interface WithdrawalFormProps {
  /** The member's state: balances for the rules, setWallet after a failure. */
  state: Pick<MemberState, 'member' | 'setWallet'>
}

/** The withdrawal form with its OTP step. */
export function WithdrawalForm({ state }: WithdrawalFormProps) {
  const { member, setWallet } = state
  const sendMail = useSendMail()
  const withdraw = useWithdrawalRequest()
  const { dialog, show, showError, showSuccess } = useMessageDialog()
  const [pending, setPending] = useState<{ amount: number; reset: () => void } | null>(null)
  const [otpError, setOtpError] = useState<string | undefined>()

  const submitOtp = async (otp: string) => {
    if (!pending) return
    const body = { amount: pending.amount, otp: otp.trim() }
    const errors = await validateWith(withdrawalRequestSchema, body, balancesOf(member))
    if (errors.otp) return setOtpError(errors.otp)
    try {
      const answer = await withdraw.trigger(body)
      pending.reset()
      setPending(null)
      showSuccess(answer.message)
    } catch (error) {
      if (error instanceof ApiError && error.wallet !== undefined) setWallet(error.wallet)
      setPending(null)
      showError(error, fallbacks.requestFailed)
    }
  }

  return (
    <>
      <Formik<{ amount: string }>
        initialValues={{ amount: '' }}
        validate={(values) =>
          validateWith(withdrawalAmountSchema, toSchemaInput(values), balancesOf(member))
        }
        onSubmit={async (values, { resetForm }) => {
          try {
            await sendMail.trigger(member?.email ? { email: member.email } : {})
            setOtpError(undefined)
            setPending({ amount: Number(values.amount), reset: () => resetForm() })
          } catch (error) {
            show({
              title: fallbacks.otpTitle,
              message: errorMessage(error, fallbacks.otpServer),
              tone: 'error',
            })
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Withdrawal">
            <FormStack>
              <FormikAmountField
                name="amount"
                label="Amount"
                max={member?.wallet}
                maxLabel="Available"
              />
              <Button type="submit" isLoading={isSubmitting} fullWidth>
                Send OTP
              </Button>
            </FormStack>
          </Form>
        )}
      </Formik>
      <OtpDialog
        isOpen={pending !== null}
        title="Enter OTP"
        submitLabel="Submit withdrawal"
        description="We e-mailed you a one-time password. Enter it to confirm the withdrawal."
        onSubmit={(otp) => void submitOtp(otp)}
        onCancel={() => setPending(null)}
        onResend={() =>
          void sendMail
            .trigger(member?.email ? { email: member.email } : {})
            .catch((error: unknown) => setOtpError(errorMessage(error, fallbacks.otpServer)))
        }
        isResending={sendMail.isMutating}
        isBusy={withdraw.isMutating}
        error={otpError}
      />
      {dialog}
    </>
  )
}
