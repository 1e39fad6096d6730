// The deposit request: date, payment type (fixed to 6, USDT BEP 20), amount and the chain
// transaction hash. All four are required; at least 10.
import { Form, Formik } from 'formik'
import { OFFERED_PAYMENT_TYPE, PAYMENT_TYPES, fallbacks, latestPaymentDay } from '@trellis/contract'
import { depositRequestSchema } from '@trellis/contract/schemas'
import { useDepositRequest } from '@trellis/api-client'
import { Button, TextField } from '@trellis/ui'
import { FormikAmountField, FormikTextField } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { useMessageDialog } from '../../components/use-message-dialog'
import { formValidator } from '../../forms/validate'

/** The deposit form's values as typed. */
export interface DepositValues {
  rDate: string
  pType: number
  amount: string
  trx: string
}

const validate = formValidator<DepositValues>(depositRequestSchema)

/** Today as YYYY-MM-DD (UTC), the default request date. */
export function today(): string {
  return new Date().toISOString().slice(0, 10)
}

/** The deposit request form. */
export function DepositForm() {
  const { trigger } = useDepositRequest()
  const { dialog, showError, showSuccess } = useMessageDialog()

  return (
    <>
      <Formik<DepositValues>
        initialValues={{ rDate: today(), pType: OFFERED_PAYMENT_TYPE, amount: '', trx: '' }}
        validate={validate}
        onSubmit={async (values, { resetForm }) => {
          try {
            const answer = await trigger({
              rDate: values.rDate,
              pType: OFFERED_PAYMENT_TYPE,
              amount: Number(values.amount),
              trx: values.trx.trim(),
            })
            resetForm()
            showSuccess(answer.message)
          } catch (error) {
            showError(error, fallbacks.depositFailed)
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Deposit request">
            <FormStack>
              {/* The picker offers no day after today in the earliest time zone; the schema refuses one typed in. */}
              <FormikTextField
                name="rDate"
                label="Date"
                type="date"
                max={latestPaymentDay(new Date())}
              />
              <TextField
                label="Payment type"
                name="pType"
                value={PAYMENT_TYPES[OFFERED_PAYMENT_TYPE]}
                readOnly
              />
              <FormikAmountField name="amount" label="Amount" />
              <FormikTextField name="trx" label="Transaction hash" autoComplete="off" />
              <Button type="submit" isLoading={isSubmitting} fullWidth>
                Submit deposit request
              </Button>
            </FormStack>
          </Form>
        )}
      </Formik>
      {dialog}
    </>
  )
}
