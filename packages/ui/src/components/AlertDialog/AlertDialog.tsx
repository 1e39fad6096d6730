import { useRef, type ReactNode } from 'react'
import { Button } from '../Button'
import { Dialog } from '../Dialog'
import { useUiT } from '../../i18n/use-ui-t'
import { useMessageText } from '../../i18n/I18nContext'

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean
  /** The heading, e.g. fallbacks.transferTitle "Transfer Error". */
  title: ReactNode
  /** The message, e.g. the server's message or a spec fallback. */
  message: ReactNode
  /** Called by OK, Escape or the backdrop. */
  onClose: () => void
  /** Label of the single button. */
  okLabel?: string
  /** `danger` shows an error; `default` a plain notice. */
  tone?: 'default' | 'danger'
}

/** A message that the member acknowledges with OK (errors and notices of spec section 8). */
export function AlertDialog({
  isOpen,
  title,
  message,
  onClose,
  okLabel: okLabelProp,
  tone = 'default',
}: AlertDialogProps) {
  const t = useUiT()
  const okLabel = okLabelProp ?? t('ok')
  // The contract's messages (the spec's titles and the server's words) in the page's language.
  const messageText = useMessageText()
  const okRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      role="alertdialog"
      title={typeof title === 'string' ? messageText(title) : title}
      description={typeof message === 'string' ? messageText(message) : message}
      initialFocusRef={okRef}
      footer={
        <Button ref={okRef} variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onClose}>
          {okLabel}
        </Button>
      }
    />
  )
}
