// Transfer to self: income wallet to package wallet only, with the amount-plus-2% hint. It cannot
// be undone, so a confirmation states what leaves, what arrives and asks first.
import { useState } from 'react'
import { Form, Formik } from 'formik'
import {
  amountWithFee,
  economics,
  fallbacks,
  minTransfer,
  selfTransferMax,
  type Member,
} from '@trellis/contract'
import { transferToSelfSchema } from '@trellis/contract/schemas'
import { useTransferToSelf } from '@trellis/api-client'
import { Button, ConfirmDialog, type Translate } from '@trellis/ui'
import { FormikAmountField, FormikMaxButton } from '../../components/FormikTextField'
import { FormStack } from '../../components/layout'
import { formatUsd } from '../../components/format'
import { useMessageDialog } from '../../components/use-message-dialog'
import { validateWith, toSchemaInput } from '../../forms/validate'
import { balancesOf } from '../../member/use-member'
import { fundTransferEnglishT, useFundTransferT, type FundTransferMessageId } from './messages'

/** The fee in percent, read when a sentence is made (economics.ts is the one place). */
const feePercent = () => economics.selfTransferFeeBp / 100

/** The To Self hint: the amount plus the self-transfer fee (2%). */
export function withFeeHint(
  amount: string,
  t: Translate<FundTransferMessageId> = fundTransferEnglishT,
): string | undefined {
  const value = Number(amount)
  if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) return undefined
  return t('withFee', { percent: feePercent(), total: formatUsd(amountWithFee(value)) })
}

/** The confirmation's sentence: what leaves which wallet, what arrives, and that it is final. */
export function toSelfSummary(
  amount: number,
  t: Translate<FundTransferMessageId> = fundTransferEnglishT,
): string {
  return t('toSelfSummary', {
    total: formatUsd(amountWithFee(amount)),
    amount: formatUsd(amount),
    percent: feePercent(),
  })
}

/** The To Self tab. */
export function ToSelfForm({ member }: { member: Member | undefined }) {
  const { trigger, isMutating } = useTransferToSelf()
  const { dialog, showError, showSuccess } = useMessageDialog()
  const t = useFundTransferT()
  const [pending, setPending] = useState<{ amount: number; reset: () => void } | null>(null)
  const most = member ? selfTransferMax(member.wallet) : 0

  const send = async () => {
    if (!pending) return
    try {
      const answer = await trigger({ amount: pending.amount })
      pending.reset()
      showSuccess(answer.message ?? t('done'))
    } catch (error) {
      showError(error, fallbacks.transferMessage, fallbacks.transferTitle)
    } finally {
      setPending(null)
    }
  }

  return (
    <>
      <Formik<{ amount: string }>
        initialValues={{ amount: '' }}
        validate={(v) => validateWith(transferToSelfSchema, toSchemaInput(v), balancesOf(member))}
        onSubmit={(v, { resetForm }) =>
          setPending({ amount: Number(v.amount), reset: () => resetForm() })
        }
      >
        {({ values }) => (
          <Form noValidate aria-label={t('toSelfForm')}>
            <FormStack>
              <p>{t('toSelfIntro')}</p>
              <FormikAmountField
                name="amount"
                label={t('amount')}
                hint={
                  withFeeHint(values.amount, t) ??
                  t('toSelfHint', { minimum: formatUsd(minTransfer()), percent: feePercent() })
                }
              />
              <FormikMaxButton name="amount" most={most} />
              <Button type="submit" isLoading={isMutating} fullWidth>
                {t('toSelfSubmit')}
              </Button>
            </FormStack>
          </Form>
        )}
      </Formik>
      <ConfirmDialog
        isOpen={pending !== null}
        title={t('toSelfConfirm')}
        message={pending ? toSelfSummary(pending.amount, t) : undefined}
        confirmLabel={t('transfer')}
        tone="danger"
        onConfirm={() => void send()}
        onCancel={() => setPending(null)}
        isBusy={isMutating}
      />
      {dialog}
    </>
  )
}
