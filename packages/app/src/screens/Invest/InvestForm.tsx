// The invest form: plan, wallet (income or package) and amount: at least 10, a multiple of 100,
// within the chosen wallet.
import { Form, Formik } from 'formik'
import { fallbacks, type Member, type Plan } from '@trellis/contract'
import { investSchema } from '@trellis/contract/schemas'
import { useInvestNow } from '@trellis/api-client'
import { Button } from '@trellis/ui'
import { FormikSelectField } from '../../components/FormikSelectField'
import { FormikAmountField } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { formatUsd } from '../../components/format'
import { useMessageDialog } from '../../components/use-message-dialog'
import { validateWith, toSchemaInput } from '../../forms/validate'
import { balancesOf } from '../../member/use-member'

/** The invest form's values as typed. */
export interface InvestValues {
  plan: string
  wallet: '' | 'invest' | 'package'
  amount: string
}

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
  const { dialog, showError, showSuccess } = useMessageDialog()

  return (
    <>
      <Formik<InvestValues>
        initialValues={{ plan: '', wallet: '', amount: '' }}
        validate={(values) => validateWith(investSchema, toSchemaInput(values), balancesOf(member))}
        onSubmit={async (values, { resetForm }) => {
          try {
            const answer = await trigger({
              plan: values.plan,
              wallet: values.wallet === 'package' ? 'package' : 'invest',
              amount: Number(values.amount),
            })
            resetForm()
            showSuccess(answer.message ?? 'Investment made.')
          } catch (error) {
            showError(error, fallbacks.investFailed)
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Invest">
            <FormStack>
              <FormikSelectField
                name="plan"
                label="Plan"
                placeholder="Choose a plan"
                options={plans.map((p) => ({
                  value: p._id,
                  label: `${p.name} (${p.roi}% a day, ${p.days} days)`,
                }))}
              />
              <FormikSelectField
                name="wallet"
                label="Wallet"
                placeholder="Choose a wallet"
                options={[
                  {
                    value: 'invest',
                    label: `Income wallet${member ? ` (${formatUsd(member.wallet)})` : ''}`,
                  },
                  {
                    value: 'package',
                    label: `Package wallet${member ? ` (${formatUsd(member.packageWallet)})` : ''}`,
                  },
                ]}
              />
              <FormikAmountField
                name="amount"
                label="Amount"
                hint="At least 10, in multiples of 100."
              />
              <Button type="submit" isLoading={isSubmitting} fullWidth>
                Invest now
              </Button>
            </FormStack>
          </Form>
        )}
      </Formik>
      {dialog}
    </>
  )
}
