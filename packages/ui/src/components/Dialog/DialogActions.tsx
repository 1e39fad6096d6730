import type { ReactNode, Ref } from 'react'
import { Button } from '../Button'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link DialogActions}. */
export interface DialogActionsProps {
  /** Called by Cancel. */
  onCancel: () => void
  /** Called by the confirm button. */
  onConfirm: () => void
  /** Label of the confirm button, e.g. "Verify". */
  confirmLabel: ReactNode
  /** Label of the cancel button. */
  cancelLabel?: ReactNode
  /** `danger` for destructive or money-moving actions. */
  tone?: 'primary' | 'danger'
  /** The action is running: Confirm shows a spinner and ignores clicks, Cancel is disabled. */
  isBusy?: boolean
  /** The cancel button, for a dialog that focuses it first. */
  cancelRef?: Ref<HTMLButtonElement>
}

/**
 * The Cancel + confirm pair of a dialog's footer (pass it as Dialog's `footer`). One place decides
 * what a busy dialog does, so the code, password and confirmation dialogs all wait the same way.
 */
export function DialogActions({
  onCancel,
  onConfirm,
  confirmLabel,
  cancelLabel: cancelLabelProp,
  tone = 'primary',
  isBusy = false,
  cancelRef,
}: DialogActionsProps) {
  const t = useUiT()
  const cancelLabel = cancelLabelProp ?? t('cancel')
  return (
    <>
      <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={isBusy}>
        {cancelLabel}
      </Button>
      <Button variant={tone} onClick={onConfirm} isLoading={isBusy}>
        {confirmLabel}
      </Button>
    </>
  )
}
