import { useEffect, useState, type ReactNode } from 'react'
import { messages, serverMessages } from '@trellis/contract'
import { Dialog, DialogActions } from '../Dialog'
import { PasswordField } from '../PasswordField'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link PromptDialog}. */
export interface PromptDialogProps {
  /** Whether the dialog is shown; the typed value is cleared each time it closes. */
  isOpen: boolean
  /** Called with the typed value (never empty) by Confirm or Enter. */
  onSubmit: (value: string) => void
  /**
   * Called by Cancel, Escape or the backdrop with the spec's "Transfer cancelled by user", so
   * the screen can show exactly that.
   */
  onCancel: (message: string) => void
  /** The heading. */
  title?: ReactNode
  /** A sentence under the heading, e.g. the amount about to move. */
  description?: ReactNode
  /** Label of the password input. */
  label?: string
  /** An error under the input, e.g. "Transaction password does not match!". */
  error?: ReactNode
  /** The value is being checked: the input and buttons wait. */
  isBusy?: boolean
  /** Label of the confirm button. */
  confirmLabel?: string
}

/** Asks for the transaction password before money moves. The value stays in memory only. */
export function PromptDialog({
  isOpen,
  onSubmit,
  onCancel,
  title: titleProp,
  description,
  label: labelProp,
  error,
  isBusy = false,
  confirmLabel: confirmLabelProp,
}: PromptDialogProps) {
  const t = useUiT()
  const title = titleProp ?? t('transactionPassword')
  const label = labelProp ?? t('transactionPassword')
  const confirmLabel = confirmLabelProp ?? t('confirm')
  const [value, setValue] = useState('')
  const [isEmptyError, setEmptyError] = useState(false)

  useEffect(() => {
    if (!isOpen) {
      setValue('')
      setEmptyError(false)
    }
  }, [isOpen])

  const submit = () => {
    if (isBusy) return
    if (value === '') {
      setEmptyError(true)
      return
    }
    onSubmit(value)
  }
  const cancel = () => {
    if (!isBusy) onCancel(messages.transferCancelled)
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
          confirmLabel={confirmLabel}
          isBusy={isBusy}
        />
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <PasswordField
          label={label}
          value={value}
          onChange={(event) => {
            setValue(event.target.value)
            setEmptyError(false)
          }}
          error={isEmptyError ? serverMessages.transactionPasswordRequired : error}
          disabled={isBusy}
          autoComplete="off"
        />
      </form>
    </Dialog>
  )
}
