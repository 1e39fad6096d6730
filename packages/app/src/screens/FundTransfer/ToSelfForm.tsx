// Transfer to self: income wallet to package wallet only, with the amount-plus-2% hint.
import { Form, Formik } from 'formik'
import { amountWithFee, fallbacks, MIN_TRANSFER, type Member } from '@trellis/contract'
import { transferToSelfSchema } from '@trellis/contract/schemas'
import { useTransferToSelf } from '@trellis/api-client'
import { Button } from '@trellis/ui'
import { FormikAmountField } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { formatUsd } from '../../components/format'
import { useMessageDialog } from '../../components/use-message-dialog'
import { validateWith, toSchemaInput } from '../../forms/validate'
import { balancesOf } from '../../member/use-member'

/** The To Self hint: the amount plus 2%. */
export function withFeeHint(amount: string): string | undefined {
  const value = Number(amount)
  if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) return undefined
  return `With the 2% fee: ${formatUsd(amountWithFee(value))}.`
}

/** The To Self tab. */
export function ToSelfForm({ member }: { member: Member | undefined }) {
  const { trigger } = useTransferToSelf()
  const { dialog, showError, showSuccess } = useMessageDialog()
  return (
    <>
      <Formik<{ amount: string }>
        initialValues={{ amount: '' }}
        validate={(v) => validateWith(transferToSelfSchema, toSchemaInput(v), balancesOf(member))}
        onSubmit={async (v, { resetForm }) => {
          try {
            const answer = await trigger({ amount: Number(v.amount) })
            resetForm()
            showSuccess(answer.message ?? 'Transfer complete.')
          } catch (error) {
            showError(error, fallbacks.transferMessage, fallbacks.transferTitle)
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate aria-label="Transfer to self">
            <FormStack>
              <p>From your income wallet to your package wallet. This cannot be reversed.</p>
              <FormikAmountField
                name="amount"
                label="Amount"
                hint={
                  withFeeHint(values.amount) ??
                  `At least ${formatUsd(MIN_TRANSFER)}; a 2% fee is added.`
                }
              />
              <Button type="submit" isLoading={isSubmitting} fullWidth>
                Transfer to package wallet
              </Button>
            </FormStack>
          </Form>
        )}
      </Formik>
      {dialog}
    </>
  )
}
