// Transfer to another member: id, amount and wallet; the amount after the 2% fee is shown, then
// the transaction password is asked in a prompt (checked by the server only). Cancelling the
// prompt says "Transfer cancelled by user".
import { useState } from 'react'
import { Form, Formik } from 'formik'
import { amountAfterFee, fallbacks, MIN_TRANSFER, type Member } from '@trellis/contract'
import { transferToUserFormSchema } from '@trellis/contract/schemas'
import { useTransferToUser } from '@trellis/api-client'
import { Button, PromptDialog } from '@trellis/ui'
import { FormikSelectField } from '../../components/FormikSelectField'
import { FormikAmountField, FormikTextField } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { formatUsd } from '../../components/format'
import { useMessageDialog } from '../../components/use-message-dialog'
import { validateWith, toSchemaInput } from '../../forms/validate'
import { balancesOf } from '../../member/use-member'

interface ToUserValues {
  toUserId: string
  amount: string
  type: '' | 'wallet' | 'packageWallet'
}

interface Pending {
  toUserId: string
  amount: number
  type: 'wallet' | 'packageWallet'
  reset: () => void
}

/** What the recipient gets, for the hint under the amount. */
export function afterFeeHint(amount: string): string | undefined {
  const value = Number(amount)
  if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) return undefined
  return `Recipient gets ${formatUsd(amountAfterFee(value))} after the 2% fee.`
}

/** The To User tab. */
export function ToUserForm({ member }: { member: Member | undefined }) {
  const { trigger, isMutating } = useTransferToUser()
  const { dialog, show, showError, showSuccess } = useMessageDialog()
  const [pending, setPending] = useState<Pending | null>(null)

  const send = async (password: string) => {
    if (!pending) return
    const { reset, ...body } = pending
    try {
      const answer = await trigger({ ...body, otp: password })
      reset()
      setPending(null)
      showSuccess(answer.message ?? 'Transfer complete.')
    } catch (error) {
      setPending(null)
      showError(error, fallbacks.transferMessage, fallbacks.transferTitle)
    }
  }

  return (
    <>
      <Formik<ToUserValues>
        initialValues={{ toUserId: '', amount: '', type: '' }}
        validate={(v) =>
          validateWith(transferToUserFormSchema, toSchemaInput(v), balancesOf(member))
        }
        onSubmit={(v, { resetForm }) =>
          setPending({
            toUserId: v.toUserId.trim(),
            amount: Number(v.amount),
            type: v.type === 'packageWallet' ? 'packageWallet' : 'wallet',
            reset: () => resetForm(),
          })
        }
      >
        {({ values }) => (
          <Form noValidate aria-label="Transfer to user">
            <FormStack>
              <FormikTextField name="toUserId" label="Recipient user ID" autoComplete="off" />
              <FormikSelectField
                name="type"
                label="From wallet"
                placeholder="Choose a wallet"
                options={[
                  { value: 'wallet', label: 'Income wallet' },
                  { value: 'packageWallet', label: 'Package wallet' },
                ]}
              />
              <FormikAmountField
                name="amount"
                label="Amount"
                hint={
                  afterFeeHint(values.amount) ??
                  `A 2% fee applies; at least ${formatUsd(MIN_TRANSFER)}.`
                }
              />
              <Button type="submit" isLoading={isMutating} fullWidth>
                Transfer
              </Button>
            </FormStack>
          </Form>
        )}
      </Formik>
      <PromptDialog
        isOpen={pending !== null}
        title="Transaction password"
        description={
          pending
            ? `${pending.toUserId} will receive ${formatUsd(amountAfterFee(pending.amount))} (${formatUsd(pending.amount)} minus the 2% fee).`
            : undefined
        }
        label="Transaction password"
        confirmLabel="Send"
        isBusy={isMutating}
        onSubmit={(value) => void send(value)}
        onCancel={(message) => {
          setPending(null)
          show({ title: fallbacks.transferTitle, message })
        }}
      />
      {dialog}
    </>
  )
}
