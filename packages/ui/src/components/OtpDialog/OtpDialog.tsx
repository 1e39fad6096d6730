import { useEffect, useId, useState, type ReactNode } from 'react'
import { OTP_LENGTH, messages } from '@trellis/contract'
import { useCountdown } from '../../hooks/use-countdown'
import { Button } from '../Button'
import { Dialog, DialogActions } from '../Dialog'
import { OtpInput } from '../OtpInput'
import { Form, Message, ResendRow } from './OtpDialog.styles'
import { formatSeconds } from './format-seconds'
import { useUiT } from '../../i18n/use-ui-t'
import { useMessageText } from '../../i18n/I18nContext'

/** Props of {@link OtpDialog}. */
export interface OtpDialogProps {
  /** Whether the dialog is shown; opening starts the resend countdown. */
  isOpen: boolean
  /** Called with the 6-digit code when the member submits a complete code. */
  onSubmit: (code: string) => void
  /** Called by Cancel, Escape or the backdrop. */
  onCancel: () => void
  /** Asks for a new code; the countdown starts again. Without it there is no resend button. */
  onResend?: () => void
  /** Seconds before the code may be re-sent. */
  resendSeconds?: number
  /** An error under the boxes, e.g. the server's "Invalid OTP.". */
  error?: ReactNode
  /** The code is being checked: boxes and buttons wait. */
  isBusy?: boolean
  /** A new code is being sent. */
  isResending?: boolean
  /** The heading. */
  title?: ReactNode
  /** The sentence under the heading, e.g. where the code was sent. */
  description?: ReactNode
  /** Label of the submit button. */
  submitLabel?: string
}

/** Asks for the e-mailed one-time password: six boxes, paste, resend with a countdown. */
export function OtpDialog({
  isOpen,
  onSubmit,
  onCancel,
  onResend,
  resendSeconds = 60,
  error,
  isBusy = false,
  isResending = false,
  title: titleProp,
  description: descriptionProp,
  submitLabel: submitLabelProp,
}: OtpDialogProps) {
  const t = useUiT()
  const description = descriptionProp ?? t('otpDescription', { length: OTP_LENGTH })
  const title = titleProp ?? t('enterOtp')
  const submitLabel = submitLabelProp ?? t('verify')
  const [code, setCode] = useState('')
  const [localError, setLocalError] = useState<string | null>(null)
  const { remaining, restart } = useCountdown(resendSeconds, isOpen)
  const messageId = useId()

  // A fresh dialog every time it opens.
  useEffect(() => {
    if (!isOpen) {
      setCode('')
      setLocalError(null)
    }
  }, [isOpen])

  // A contract or server message ("Invalid OTP. 4 tries left.") in the page's language.
  const messageText = useMessageText()
  const raw = localError ?? error
  const shownError = typeof raw === 'string' ? messageText(raw) : raw
  const hasError = shownError !== undefined && shownError !== null && shownError !== ''
  const submit = () => {
    if (isBusy) return
    if (code.length < OTP_LENGTH) {
      setLocalError(messages.otpRequired)
      return
    }
    onSubmit(code)
  }
  const cancel = () => {
    if (!isBusy) onCancel()
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={cancel}
      title={title}
      description={description}
      footer={
        <DialogActions
          onCancel={cancel}
          onConfirm={submit}
          confirmLabel={submitLabel}
          isBusy={isBusy}
        />
      }
    >
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        // Six inputs and no submit button inside: Enter in a box would not submit by itself.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault()
            submit()
          }
        }}
      >
        <OtpInput
          value={code}
          onChange={(next) => {
            setCode(next)
            setLocalError(null)
          }}
          isInvalid={hasError}
          describedBy={hasError ? messageId : undefined}
          disabled={isBusy}
        />
        <div aria-live="polite">
          <Message id={messageId}>{hasError ? shownError : null}</Message>
        </div>
        {onResend && (
          <ResendRow>
            <span>{t('didNotGetIt')}</span>
            <Button
              variant="ghost"
              size="sm"
              disabled={remaining > 0 || isBusy}
              isLoading={isResending}
              onClick={() => {
                restart()
                setCode('')
                setLocalError(null)
                onResend()
              }}
            >
              {remaining > 0
                ? t('resendCodeIn', { time: formatSeconds(remaining) })
                : t('resendCode')}
            </Button>
          </ResendRow>
        )}
      </Form>
    </Dialog>
  )
}
