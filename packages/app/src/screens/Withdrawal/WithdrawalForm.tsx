// A withdrawal: the amount (at least 10, within the income wallet with its charge; "Insufficient
// Balance" while typing, from the amount field), Send OTP e-mails a code, the code is entered in
// the OTP dialog and the request sent. The charge and the total leaving the wallet are stated
// under the amount and again in the dialog. What can be known before a code is sent (the payout
// address, the amount with its charge) is checked first, here and by the server.
// A wrong code keeps the dialog open with the tries left; any other failure closes it, refreshes
// the wallet from the answer and shows the message. A code sent survives Cancel, a reload and
// Back for its lifetime: the form offers to enter it, with the resend countdown where it was.
import { useEffect, useState } from 'react'
import { Form, Formik } from 'formik'
import {
  formatMessage,
  economics,
  fallbacks,
  formatUsd,
  serverMessages,
  withdrawalCharge,
  withdrawalMax,
  withdrawalTotal,
} from '@trellis/contract'
import { withdrawalAmountSchema, withdrawalRequestSchema } from '@trellis/contract/schemas'
import { ApiError, useSendMail, useWithdrawalRequest } from '@trellis/api-client'
import { Button, OtpDialog, Text, parseAmount } from '@trellis/ui'
import styled from 'styled-components'
import { FormikAmountField, FormikMaxButton } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { TextLink } from '../../components/TextLink'
import { errorMessage } from '../../components/error-message'
import { useMessageDialog } from '../../components/use-message-dialog'
import { StepUpDialog, needsStepUp } from '../../factors/StepUpDialog'
import { validateWith, toSchemaInput } from '../../forms/validate'
import { balancesOf, type MemberState } from '../../member/use-member'
import type { Translate } from '@trellis/ui'
import { useWithdrawalT, withdrawalEnglish } from './messages'
import {
  codeLifetimeMs,
  forgetSentCode,
  readSentCode,
  rememberSentCode,
  RESEND_WAIT_SECONDS,
  resendWaitSeconds,
  type SentCode,
} from './sent-code'

// For the stories: a code sent before a reload.
export { codeLifetimeMs, rememberSentCode } from './sent-code'

const keepForm = () => undefined

/** "A code was sent" with the way back into the dialog. */
const SentNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 12px 16px;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.surfaceAlt};
`

/** The charge in percent, read when a sentence is made (economics.ts is the one place). */
const chargePercent = () => economics.withdrawalChargeBp / 100

/** "5% charge $5.00 · $105.00 leaves your income wallet", or undefined while not an amount. */
export function chargeHint(
  text: string,
  t: Translate<keyof typeof withdrawalEnglish> = (id, values) =>
    formatMessage('en', withdrawalEnglish[id], values),
): string | undefined {
  const value = parseAmount(text)
  const charge = value === null ? null : withdrawalCharge(value)
  const total = value === null ? null : withdrawalTotal(value)
  if (charge === null || total === null) return undefined
  return t('chargeHint', {
    percent: chargePercent(),
    charge: formatUsd(charge),
    total: formatUsd(total),
  })
}

/** Props of WithdrawalForm. */
export interface WithdrawalFormProps {
  /** The member's state: balances for the rules (a failed withdrawal's wallet lands in it). */
  state: Pick<MemberState, 'member'>
}

/** The withdrawal form with its OTP step. */
export function WithdrawalForm({ state }: WithdrawalFormProps) {
  const { member } = state
  const t = useWithdrawalT()
  const sendMail = useSendMail()
  const withdraw = useWithdrawalRequest()
  const { dialog, show, showError, showSuccess } = useMessageDialog()
  const [pending, setPending] = useState<{ amount: number; reset: () => void } | null>(null)
  const [otpError, setOtpError] = useState<string | undefined>()
  const userId = member?.userId
  const [sent, setSent] = useState<SentCode | null>(() => readSentCode(userId))
  const [resendSeconds, setResendSeconds] = useState(RESEND_WAIT_SECONDS)
  // The member known only once loaded; a code sent expires for good after its lifetime.
  useEffect(() => setSent(readSentCode(userId)), [userId])
  useEffect(() => {
    if (!sent) return
    const timer = setTimeout(
      () => {
        forgetSentCode()
        setSent(null)
      },
      Math.max(0, sent.sentAt + codeLifetimeMs() - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [sent])
  const codeSent = (amount: number) => {
    if (!userId) return
    const code = { userId, amount, sentAt: Date.now() }
    rememberSentCode(code)
    setSent(code)
  }
  /** Opens the dialog for a code already sent: no new mail, the countdown where it was. */
  const enterSentCode = () => {
    if (!sent) return
    setOtpError(undefined)
    setResendSeconds(resendWaitSeconds(sent))
    setPending({ amount: sent.amount, reset: keepForm })
  }
  // Known only once the member has loaded; the server checks again either way.
  const hasNoAddress = member !== undefined && !member.usdtAddress
  const mailBody = (amount: number) => ({
    amount,
    ...(member?.email ? { email: member.email } : {}),
  })

  // A member with a second factor confirms it first (step-up); the same request is then sent again.
  const [held, setHeld] = useState<{
    body: { amount: number; otp: string }
    request: { amount: number; reset: () => void }
  } | null>(null)

  const send = async (
    body: { amount: number; otp: string },
    request: { amount: number; reset: () => void },
  ) => {
    try {
      const answer = await withdraw.trigger(body)
      request.reset()
      forgetSentCode()
      setSent(null)
      setPending(null)
      showSuccess(answer.message)
    } catch (error) {
      // A wrong or spent code: the member can retry or ask for a new one in the same dialog.
      if (error instanceof ApiError && error.field === 'otp') return setOtpError(error.message)
      setPending(null)
      if (needsStepUp(error)) setHeld({ body, request })
      else showError(error, fallbacks.requestFailed)
    }
  }

  const submitOtp = async (otp: string) => {
    if (!pending) return
    const body = { amount: pending.amount, otp: otp.trim() }
    const errors = await validateWith(withdrawalRequestSchema, body, balancesOf(member))
    if (errors.otp) return setOtpError(errors.otp)
    await send(body, pending)
  }

  const most = member ? withdrawalMax(member.wallet) : 0
  const total = pending ? withdrawalTotal(pending.amount) : null
  const charge = pending ? withdrawalCharge(pending.amount) : null
  return (
    <>
      <Formik<{ amount: string }>
        initialValues={{ amount: '' }}
        validate={(values) =>
          validateWith(withdrawalAmountSchema, toSchemaInput(values), balancesOf(member))
        }
        onSubmit={async (values, { resetForm, setFieldError }) => {
          if (hasNoAddress) return
          const amount = Number(values.amount)
          try {
            await sendMail.trigger(mailBody(amount))
            codeSent(amount)
            setOtpError(undefined)
            setResendSeconds(RESEND_WAIT_SECONDS)
            setPending({ amount, reset: () => resetForm() })
          } catch (error) {
            // The server's pre-check on the amount belongs under the amount, not in a dialog.
            if (error instanceof ApiError && error.field === 'amount')
              return setFieldError('amount', error.message)
            show({
              title: fallbacks.otpTitle,
              message: errorMessage(error, fallbacks.otpServer),
              tone: 'error',
            })
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate aria-label={t('formLabel')}>
            <FormStack>
              {hasNoAddress && (
                <Text role="status">
                  {serverMessages.payoutAddressMissing}{' '}
                  <TextLink to="/profile/walletAddress">{t('setPayoutAddress')}</TextLink>
                </Text>
              )}
              <FormikAmountField
                name="amount"
                label={t('amount')}
                max={member?.wallet}
                maxLabel={t('available')}
                {...(chargeHint(values.amount, t) ? { hint: chargeHint(values.amount, t) } : {})}
              />
              <FormikMaxButton name="amount" most={most} />
              {sent && !pending && (
                <SentNotice role="status">
                  <Text>
                    {t('codeSent', {
                      amount: formatUsd(sent.amount),
                      minutes: economics.otpValidMinutes,
                    })}
                  </Text>
                  <Button variant="secondary" onClick={enterSentCode}>
                    {t('enterSentCode')}
                  </Button>
                </SentNotice>
              )}
              <Button type="submit" isLoading={isSubmitting} disabled={hasNoAddress} fullWidth>
                {t('sendOtp')}
              </Button>
            </FormStack>
          </Form>
        )}
      </Formik>
      <OtpDialog
        isOpen={pending !== null}
        title={t('enterOtp')}
        submitLabel={t('submit')}
        description={
          pending && total !== null && charge !== null
            ? t('otpWithCharge', {
                amount: formatUsd(pending.amount),
                percent: chargePercent(),
                charge: formatUsd(charge),
                total: formatUsd(total),
              })
            : t('otpPlain')
        }
        onSubmit={(otp) => void submitOtp(otp)}
        onCancel={() => setPending(null)}
        resendSeconds={resendSeconds}
        onResend={() => {
          setResendSeconds(RESEND_WAIT_SECONDS)
          void sendMail
            .trigger(pending ? mailBody(pending.amount) : {})
            .then(() => pending && codeSent(pending.amount))
            .catch((error: unknown) => setOtpError(errorMessage(error, fallbacks.otpServer)))
        }}
        isResending={sendMail.isMutating}
        isBusy={withdraw.isMutating}
        error={otpError}
      />
      <StepUpDialog
        isOpen={held !== null}
        onDone={() => {
          const again = held
          setHeld(null)
          if (again) void send(again.body, again.request)
        }}
        onCancel={() => setHeld(null)}
      />
      {dialog}
    </>
  )
}
