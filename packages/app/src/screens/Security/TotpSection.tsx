// The authenticator app: set up (password, QR code and key, a first code, then the recovery
// codes shown once), new recovery codes, remove (both after a step-up).
import { useState, type FormEvent } from 'react'
import { QRCodeSVG } from 'qrcode.react'
import { fallbacks, type TotpEnrolment } from '@trellis/contract'
import {
  useGetFactors,
  useRecoveryCodesRenew,
  useTotpConfirm,
  useTotpRemove,
  useTotpStart,
} from '@trellis/api-client'
import { Button, Card, CopyButton, PasswordField, Stack, Text, TextField } from '@trellis/ui'
import { errorMessage } from '../../components/error-message'
import { useStepUpPrompt } from '../../factors/use-step-up'
import { RecoveryCodes } from './RecoveryCodes'
import { useSecurityT } from './messages'

type Step = { at: 'idle' } | { at: 'password' } | { at: 'scan'; enrolment: TotpEnrolment }

/** The authenticator app card. */
export function TotpSection({ onMessage }: { onMessage: (message: string) => void }) {
  const factors = useGetFactors()
  const start = useTotpStart()
  const confirm = useTotpConfirm()
  const renew = useRecoveryCodesRenew()
  const remove = useTotpRemove()
  const { guarded, prompt } = useStepUpPrompt()
  const [step, setStep] = useState<Step>({ at: 'idle' })
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [codes, setCodes] = useState<string[] | null>(null)
  const isOn = factors.data?.data.totp ?? false
  const t = useSecurityT()

  const begin = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    try {
      const answer = await start.trigger({ password })
      setPassword('')
      setStep({ at: 'scan', enrolment: answer.data })
    } catch (e) {
      setError(errorMessage(e, fallbacks.requestFailed))
    }
  }
  const finish = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    try {
      const answer = await confirm.trigger({ code: code.trim() })
      setCode('')
      setStep({ at: 'idle' })
      setCodes(answer.data.recoveryCodes)
    } catch (e) {
      setError(errorMessage(e, fallbacks.requestFailed))
    }
  }
  const act = (work: () => Promise<void>) =>
    guarded(work).catch((e: unknown) => onMessage(errorMessage(e, fallbacks.requestFailed)))

  return (
    <Card title={t('app')} titleAs="h2">
      <Stack gap={4}>
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
        {!codes && isOn && (
          <>
            {/* The count stays a text node of its own (Chromium shapes each node apart). */}
            <Text>
              {t('appOn')}
              {factors.data?.data.recoveryCodesLeft ?? 0}
              {t('codesLeft', { count: factors.data?.data.recoveryCodesLeft ?? 0 })}
            </Text>
            <Button
              variant="secondary"
              onClick={() =>
                void act(async () => setCodes((await renew.trigger(undefined)).data.recoveryCodes))
              }
            >
              {t('newCodes')}
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                void act(async () => onMessage((await remove.trigger(undefined)).message))
              }
            >
              {t('removeApp')}
            </Button>
          </>
        )}
        {!codes && !isOn && step.at === 'idle' && (
          <>
            <Text>{t('appOff')}</Text>
            <Button onClick={() => setStep({ at: 'password' })}>{t('setUpApp')}</Button>
          </>
        )}
        {step.at === 'password' && (
          <form noValidate aria-label={t('setUpApp')} onSubmit={(e) => void begin(e)}>
            <Stack gap={4}>
              <PasswordField
                label={t('currentPassword')}
                name="password"
                autoComplete="current-password"
                value={password}
                error={error}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Button type="submit" isLoading={start.isMutating}>
                {t('continue')}
              </Button>
            </Stack>
          </form>
        )}
        {step.at === 'scan' && (
          <form noValidate aria-label={t('confirmApp')} onSubmit={(e) => void finish(e)}>
            <Stack gap={4}>
              <Text>{t('scan')}</Text>
              <QRCodeSVG value={step.enrolment.uri} size={176} marginSize={2} title={t('qr')} />
              <Text data-testid="totp-key">{step.enrolment.secret}</Text>
              <CopyButton value={step.enrolment.secret} label={t('copyKey')} />
              <TextField
                label={t('appCode')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                error={error}
                onChange={(e) => setCode(e.target.value)}
              />
              <Button type="submit" isLoading={confirm.isMutating}>
                {t('confirm')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
      {prompt}
    </Card>
  )
}
