import { useRef, type ReactNode } from 'react'
import { Dialog, DialogActions } from '../Dialog'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean
  /** The question, e.g. "Join Pot 3?". */
  title: ReactNode
  /** What will happen, e.g. the price and the wallet it is paid from. */
  message?: ReactNode
  /** Called by the Confirm button. */
  onConfirm: () => void
  /** Called by Cancel, Escape or the backdrop. */
  onCancel: () => void
  /** Label of the confirm button. */
  confirmLabel?: string
  /** Label of the cancel button. */
  cancelLabel?: string
  /** `danger` for destructive or money-moving actions. */
  tone?: 'primary' | 'danger'
  /** The confirmed action is running: Confirm shows a spinner, Cancel is disabled. */
  isBusy?: boolean
  /** Extra content between the message and the buttons. */
  children?: ReactNode
}

/** Asks the member to confirm or cancel. Cancel is focused first, so Enter never commits by accident. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  tone = 'primary',
  isBusy = false,
  children,
}: ConfirmDialogProps) {
  const t = useUiT()
  const confirmLabel = confirmLabelProp ?? t('confirm')
  const cancelLabel = cancelLabelProp ?? t('cancel')
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => {
        if (!isBusy) onCancel()
      }}
      role="alertdialog"
      title={title}
      description={message}
      initialFocusRef={cancelRef}
      footer={
        <DialogActions
          onCancel={onCancel}
          onConfirm={onConfirm}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          tone={tone}
          isBusy={isBusy}
          cancelRef={cancelRef}
        />
      }
    >
      {children}
    </Dialog>
  )
}
