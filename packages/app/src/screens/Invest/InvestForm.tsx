// The invest form: plan, wallet (income or package) and amount: at least 10, a multiple of 100,
// within the chosen wallet. The amount is a plain decimal ("1,000" with thousands commas is
// taken; "1e2" is not, though JavaScript would read it as 100). The chosen plan's daily and total
// return are shown for the typed amount, and a success keeps the plan and wallet for the next one.
import {
  investMultiple,
  minAmount,
  fallbacks,
  fromCents,
  messages,
  planRateBp,
  roiCents,
  toCents,
  type Member,
  type Plan,
} from '@trellis/contract'
import { investSchema } from '@trellis/contract/schemas'
import { useInvestNow } from '@trellis/api-client'
import { FormikSelectField } from '../../components/FormikSelectField'
import { FormikAmountField } from '../../components/FormikTextField'
import { formatUsd } from '../../components/format'
import { ContractForm } from '../../forms/ContractForm'
import { validateWith, toSchemaInput } from '../../forms/validate'
import { balancesOf } from '../../member/use-member'
import type { Translate } from '@trellis/ui'
import { investEnglish, useInvestT } from './messages'

/** The invest form's values as typed. */
export interface InvestValues {
  plan: string
  wallet: '' | 'invest' | 'package'
  amount: string
}

/**
 * The typed amount as a number: digits with an optional decimal part, commas allowed only as
 * thousands separators. Undefined when empty, NaN when not a plain amount.
 */
export function plainAmount(text: string): number | undefined {
  const t = text.trim()
  if (t === '') return undefined
  if (!/^(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/.test(t)) return Number.NaN
  return Number(t.replace(/,/g, ''))
}

/** "$5.00 a day, $1,000.00 over 200 days", or undefined until a plan and an amount are set. */
function returnPreview(
  plan: Plan | undefined,
  text: string,
  t: Translate<keyof typeof investEnglish>,
): string | undefined {
  const cents = toCents(plainAmount(text) ?? Number.NaN)
  if (!plan || cents === null || cents <= 0) return undefined
  // The server pays the plan's rate of the amount, rounded to the cent, once a day.
  const daily = roiCents(cents, planRateBp(plan))
  return t('preview', {
    daily: formatUsd(fromCents(daily)),
    total: formatUsd(fromCents(daily * plan.days)),
    days: plan.days,
  })
}

// The smallest amount that passes both rules (at least 10, a multiple of 100).
const smallest = () => Math.ceil(minAmount() / investMultiple()) * investMultiple()

/** Props of InvestForm. */
export interface InvestFormProps {
  /** The plans to choose from. */
  plans: Plan[]
  /** The member, for the balance rule; undefined while loading (the server decides). */
  member: Member | undefined
}

/** The invest form. */
export function InvestForm({ plans, member }: InvestFormProps) {
  const { trigger } = useInvestNow()
  const t = useInvestT()
  const withBalance = (wallet: string, balance: number | undefined) =>
    balance === undefined ? wallet : t('walletWithBalance', { wallet, balance: formatUsd(balance) })

  return (
    <ContractForm<InvestValues, { message?: string }>
      label={t('formLabel')}
      initialValues={{ plan: '', wallet: '', amount: '' }}
      schema={investSchema}
      validate={async (values) => {
        const amount = plainAmount(values.amount)
        const errors = await validateWith(
          investSchema,
          toSchemaInput({ ...values, amount: amount === undefined ? '' : amount }),
          balancesOf(member),
        )
        // yup reads "1e2" as 100; only a plain decimal is an amount here.
        if (Number.isNaN(amount)) return { ...errors, amount: messages.invalidNumber }
        return errors
      }}
      submit={(values) =>
        trigger({
          plan: values.plan,
          wallet: values.wallet === 'package' ? 'package' : 'invest',
          amount: plainAmount(values.amount) ?? Number.NaN,
        })
      }
      onDone={(answer, { values, resetForm, showSuccess }) => {
        // The next investment is usually into the same plan from the same wallet.
        resetForm({ values: { plan: values.plan, wallet: values.wallet, amount: '' } })
        showSuccess(answer.message ?? t('invested'))
      }}
      fallback={fallbacks.investFailed}
      submitLabel={t('submit')}
    >
      {({ values }) => (
        <>
          <FormikSelectField
            name="plan"
            label={t('plan')}
            placeholder={t('choosePlan')}
            options={plans.map((p) => ({
              value: p._id,
              label: t('planOption', { name: p.name, roi: p.roi, days: p.days }),
            }))}
          />
          <FormikSelectField
            name="wallet"
            label={t('wallet')}
            placeholder={t('chooseWallet')}
            options={[
              { value: 'invest', label: withBalance(t('incomeWallet'), member?.wallet) },
              {
                value: 'package',
                label: withBalance(t('packageWallet'), member?.packageWallet),
              },
            ]}
          />
          <FormikAmountField
            name="amount"
            label={t('amount')}
            hint={
              returnPreview(
                plans.find((p) => p._id === values.plan),
                values.amount,
                t,
              ) ??
              t('amountHint', {
                multiple: formatUsd(investMultiple()),
                smallest: formatUsd(smallest()),
              })
            }
          />
        </>
      )}
    </ContractForm>
  )
}
