// Transfer to another member: id, amount and wallet; the amount after the 2% fee is shown. On
// Transfer the recipient is looked up first (the public checkUser call, with its per-address
// limit, so this is no more a member directory than sign-up's sponsor lookup): a wrong id is
// found before the password step, and the prompt names who receives what. The transaction
// password is checked by the server only. Cancelling the prompt says "Transfer cancelled by user".
import { useState } from 'react'
import { Form, Formik } from 'formik'
import {
  amountAfterFee,
  calls,
  economics,
  fallbacks,
  messages,
  minTransfer,
  serverMessages,
  transferFee,
  type Member,
} from '@trellis/contract'
import { transferToUserFormSchema } from '@trellis/contract/schemas'
import { ApiError, callApi, useTransferToUser } from '@trellis/api-client'
import { Button, PromptDialog, type Translate } from '@trellis/ui'
import { FormikSelectField } from '../../components/FormikSelectField'
import { FormikAmountField, FormikTextField } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { formatUsd } from '../../components/format'
import { useMessageDialog } from '../../components/use-message-dialog'
import { StepUpDialog, needsStepUp } from '../../factors/StepUpDialog'
import { validateWith, toSchemaInput } from '../../forms/validate'
import { balancesOf } from '../../member/use-member'
import { fundTransferEnglishT, useFundTransferT, type FundTransferMessageId } from './messages'

interface ToUserValues {
  toUserId: string
  amount: string
  type: '' | 'wallet' | 'packageWallet'
}

interface Pending {
  toUserId: string
  amount: number
  type: 'wallet' | 'packageWallet'
  /** The recipient's first name, from the lookup. */
  name: string
  reset: () => void
}

/** The fee in percent, read when a sentence is made (economics.ts is the one place). */
const feePercent = () => economics.transferFeeBp / 100

/** The prompt's sentence: who receives what, from which wallet, and the fee. */
export function transferSummary(
  p: Pick<Pending, 'toUserId' | 'amount' | 'type' | 'name'>,
  t: Translate<FundTransferMessageId> = fundTransferEnglishT,
) {
  return t('transferSummary', {
    name: p.name,
    userId: p.toUserId,
    received: formatUsd(amountAfterFee(p.amount)),
    amount: formatUsd(p.amount),
    wallet: p.type,
    percent: feePercent(),
    fee: formatUsd(transferFee(p.amount)),
  })
}

/** What the recipient gets, for the hint under the amount. */
export function afterFeeHint(
  amount: string,
  t: Translate<FundTransferMessageId> = fundTransferEnglishT,
): string | undefined {
  const value = Number(amount)
  if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) return undefined
  return t('afterFee', { received: formatUsd(amountAfterFee(value)), percent: feePercent() })
}

/** The To User tab. */
export function ToUserForm({ member }: { member: Member | undefined }) {
  const { trigger, isMutating } = useTransferToUser()
  const { dialog, show, showError, showSuccess } = useMessageDialog()
  const t = useFundTransferT()
  const [pending, setPending] = useState<Pending | null>(null)
  // A member with a second factor confirms it first (step-up); the transfer is then sent again.
  const [held, setHeld] = useState<{ transfer: Pending; password: string } | null>(null)

  const send = async (password: string, transfer: Pending | null = pending) => {
    if (!transfer) return
    const { reset, name: _name, ...body } = transfer
    try {
      const answer = await trigger({ ...body, otp: password })
      reset()
      setPending(null)
      showSuccess(answer.message ?? t('done'))
    } catch (error) {
      setPending(null)
      if (needsStepUp(error)) setHeld({ transfer, password })
      else showError(error, fallbacks.transferMessage, fallbacks.transferTitle)
    }
  }

  return (
    <>
      <Formik<ToUserValues>
        initialValues={{ toUserId: '', amount: '', type: '' }}
        validate={(v) =>
          validateWith(transferToUserFormSchema, toSchemaInput(v), balancesOf(member))
        }
        onSubmit={async (v, { resetForm, setFieldError }) => {
          // Without a transaction password there is nothing to confirm with: said now, not
          // after the lookup and a prompt the server would refuse.
          if (member && !member.hasTransactionPassword) {
            show({
              title: fallbacks.transferTitle,
              message: serverMessages.transactionPasswordNotSet,
              tone: 'error',
            })
            return
          }
          const toUserId = v.toUserId.trim()
          try {
            const found = await callApi(calls.checkUser, { userId: toUserId })
            if (!found.status || !found.user) {
              setFieldError('toUserId', serverMessages.unknownMember)
              return
            }
            setPending({
              toUserId,
              amount: Number(v.amount),
              type: v.type === 'packageWallet' ? 'packageWallet' : 'wallet',
              name: found.user.firstName,
              reset: () => resetForm(),
            })
          } catch (error) {
            // The lookup's refusal belongs under the id: not found (its message speaks of
            // sponsors, so the transfer's own), or too many lookups (its own message).
            if (error instanceof ApiError && error.status === 404)
              setFieldError('toUserId', serverMessages.unknownMember)
            else if (error instanceof ApiError && error.status >= 400 && error.status < 500)
              setFieldError('toUserId', error.message)
            else showError(error, fallbacks.transferMessage, fallbacks.transferTitle)
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate aria-label={t('toUserForm')}>
            <FormStack>
              <FormikTextField name="toUserId" label={t('recipient')} autoComplete="off" />
              <FormikSelectField
                name="type"
                label={t('fromWallet')}
                placeholder={t('chooseWallet')}
                options={[
                  { value: 'wallet', label: t('incomeWallet') },
                  { value: 'packageWallet', label: t('packageWallet') },
                ]}
              />
              <FormikAmountField
                name="amount"
                label={t('amount')}
                hint={
                  afterFeeHint(values.amount, t) ??
                  t('toUserHint', { percent: feePercent(), minimum: formatUsd(minTransfer()) })
                }
              />
              <Button type="submit" isLoading={isMutating || isSubmitting} fullWidth>
                {t('transfer')}
              </Button>
            </FormStack>
          </Form>
        )}
      </Formik>
      <PromptDialog
        isOpen={pending !== null}
        title={t('transactionPassword')}
        description={pending ? transferSummary(pending, t) : undefined}
        label={t('transactionPassword')}
        confirmLabel={t('send')}
        isBusy={isMutating}
        onSubmit={(value) => void send(value)}
        onCancel={(message) => {
          setPending(null)
          // The member's own choice: said plainly, not as a "Transfer Error".
          show({ title: t('transfer'), message })
        }}
      />
      <StepUpDialog
        isOpen={held !== null}
        onDone={() => {
          const again = held
          setHeld(null)
          if (again) void send(again.password, again.transfer)
        }}
        onCancel={() => {
          setHeld(null)
          show({ title: t('transfer'), message: messages.transferCancelled })
        }}
      />
      {dialog}
    </>
  )
}
