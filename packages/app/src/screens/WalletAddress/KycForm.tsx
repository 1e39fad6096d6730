// KYC: the USDT (BEP-20) address and the transaction password. Changing a set transaction
// password or the payout address needs the current transaction password; the server checks it,
// the browser never compares.
import { fallbacks, serverMessages, type Member } from '@trellis/contract'
import { kycFormSchema } from '@trellis/contract/schemas'
import { useUpdateUser } from '@trellis/api-client'
import { FormikPasswordField, FormikTextField } from '../../components/FormikTextField'
import { useStepUpGate } from '../../factors/use-step-up'
import { ContractForm } from '../../forms/ContractForm'
import { useKycT } from './messages'

/** The KYC form's values as typed. */
export interface KycValues {
  usdtAddress: string
  t_pass: string
  /** The new transaction password again: checked here, never sent. */
  t_pass_confirm: string
  current_t_pass: string
}

/** The body of updateUser: only what the member filled in. */
export function kycBody(values: KycValues) {
  return {
    ...(values.usdtAddress.trim() ? { usdtAddress: values.usdtAddress.trim() } : {}),
    ...(values.t_pass ? { t_pass: values.t_pass } : {}),
    ...(values.current_t_pass ? { current_t_pass: values.current_t_pass } : {}),
  }
}

/** Whether the form holds anything new: another address, or a transaction password. */
export function kycChanges(values: KycValues, member: Member): boolean {
  const address = values.usdtAddress.trim()
  return (address !== '' && address !== (member.usdtAddress ?? '')) || values.t_pass !== ''
}

/** The KYC form for a loaded member. */
export function KycForm({ member }: { member: Member }) {
  const { trigger } = useUpdateUser()
  const t = useKycT()
  // A member with a second factor confirms it before the address or the PIN changes (step-up).
  const { withStepUp, prompt } = useStepUpGate(t('notConfirmed'))
  const hasPassword = member.hasTransactionPassword
  return (
    <>
      <ContractForm<KycValues, { message?: string } | null>
        label={t('title')}
        initialValues={{
          usdtAddress: member.usdtAddress ?? '',
          t_pass: '',
          t_pass_confirm: '',
          current_t_pass: '',
        }}
        enableReinitialize
        schema={kycFormSchema}
        // Nothing is sent for a form with nothing new in it (null, see onDone).
        submit={(values) =>
          kycChanges(values, member)
            ? withStepUp(() => trigger(kycBody(values)))
            : Promise.resolve(null)
        }
        onDone={async (answer, { setFieldValue, show, showSuccess }) => {
          // "Profile updated" for a form with nothing new in it would tell the member nothing.
          if (answer === null) {
            show({ title: t('nothingToSave'), message: serverMessages.nothingToSave })
            return
          }
          await setFieldValue('t_pass', '', false)
          await setFieldValue('t_pass_confirm', '', false)
          await setFieldValue('current_t_pass', '', false)
          showSuccess(answer.message ?? t('saved'))
        }}
        fallback={fallbacks.profileUpdate}
        submitLabel={t('save')}
      >
        {({ values }) => (
          <>
            <FormikTextField
              name="usdtAddress"
              label={t('address')}
              autoComplete="off"
              spellCheck={false}
              hint={t('addressHint')}
            />
            {hasPassword && (
              <FormikPasswordField
                name="current_t_pass"
                label={t('currentPassword')}
                autoComplete="off"
              />
            )}
            <FormikPasswordField
              name="t_pass"
              label={hasPassword ? t('newPassword') : t('password')}
              autoComplete="new-password"
              hint={hasPassword ? t('keepHint') : t('neededHint')}
            />
            {/* Typed twice once a new one is typed: a typo would lock the member's money. */}
            {values.t_pass !== '' && (
              <FormikPasswordField
                name="t_pass_confirm"
                label={hasPassword ? t('confirmNewPassword') : t('confirmPassword')}
                autoComplete="new-password"
              />
            )}
          </>
        )}
      </ContractForm>
      {prompt}
    </>
  )
}
