// The deposit request: date, payment type (fixed to 6, USDT BEP 20), amount and the chain
// transaction hash. All four are required; at least 10.
import { OFFERED_PAYMENT_TYPE, PAYMENT_TYPES, fallbacks, latestPaymentDay } from '@trellis/contract'
import { depositRequestSchema } from '@trellis/contract/schemas'
import { useDepositRequest } from '@trellis/api-client'
import { TextField } from '@trellis/ui'
import { FormikAmountField, FormikTextField } from '../../components/FormikTextField'
import { ContractForm } from '../../forms/ContractForm'
import { useDepositT } from './messages'

/** The deposit form's values as typed. */
export interface DepositValues {
  rDate: string
  pType: number
  amount: string
  trx: string
}

/** Today as YYYY-MM-DD (UTC), the default request date. */
export function today(): string {
  return new Date().toISOString().slice(0, 10)
}

/** The deposit request form. */
export function DepositForm() {
  const { trigger } = useDepositRequest()
  const t = useDepositT()

  return (
    <ContractForm<DepositValues, { message: string }>
      label={t('request')}
      initialValues={{ rDate: today(), pType: OFFERED_PAYMENT_TYPE, amount: '', trx: '' }}
      schema={depositRequestSchema}
      submit={(values) =>
        trigger({
          rDate: values.rDate,
          pType: OFFERED_PAYMENT_TYPE,
          amount: Number(values.amount),
          trx: values.trx.trim(),
        })
      }
      onDone={(answer, { resetForm, showSuccess }) => {
        resetForm()
        showSuccess(answer.message)
      }}
      fallback={fallbacks.depositFailed}
      submitLabel={t('submit')}
    >
      {() => (
        <>
          {/* The picker offers no day after today in the earliest time zone; the schema refuses one typed in. */}
          <FormikTextField
            name="rDate"
            label={t('date')}
            type="date"
            max={latestPaymentDay(new Date())}
          />
          <TextField
            label={t('paymentType')}
            name="pType"
            value={PAYMENT_TYPES[OFFERED_PAYMENT_TYPE]}
            readOnly
          />
          <FormikAmountField name="amount" label={t('amount')} />
          <FormikTextField name="trx" label={t('transactionHash')} autoComplete="off" />
        </>
      )}
    </ContractForm>
  )
}
