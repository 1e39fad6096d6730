// The spec's failure dialog (section 8): a title and the server's message, one OK button.
import { AlertDialog } from '@trellis/ui'
import { useCommonT } from '../i18n/common'
import { ERROR_TITLE, SUCCESS_TITLE } from './dialog-titles'

/** What a message dialog shows; null keeps it closed. */
export interface DialogMessage {
  /** The heading, e.g. "Transfer Error"; "Error" when the spec names none. */
  title: string
  /** The server's message or the named fallback. */
  message: string
  /**
   * 'error' for a failure (red); 'success' for a confirmation; none for what the member chose or
   * needs to know (a cancelled transfer, nothing to save): red is for danger only.
   */
  tone?: 'success' | 'error'
}

/** Props of MessageDialog. */
export interface MessageDialogProps {
  /** The message to show; null when closed. */
  value: DialogMessage | null
  /** Called when the member dismisses it. */
  onClose: () => void
}

/** A modal with one message and an OK button. */
export function MessageDialog({ value, onClose }: MessageDialogProps) {
  const t = useCommonT()
  // The generic titles in the page's language; the spec's own titles (contract fallbacks) and
  // the message are translated by AlertDialog.
  const title =
    value?.title === ERROR_TITLE
      ? t('error')
      : value?.title === SUCCESS_TITLE
        ? t('success')
        : (value?.title ?? '')
  return (
    <AlertDialog
      isOpen={value !== null}
      onClose={onClose}
      title={title}
      message={value?.message ?? ''}
      tone={value?.tone === 'error' ? 'danger' : 'default'}
    />
  )
}
