// A screen's failure/success dialog as state: show(...) opens it, the element renders it.
import { useCallback, useState, type ReactElement } from 'react'
import { MessageDialog, type DialogMessage } from './MessageDialog'
import { errorMessage } from './error-message'
import { ERROR_TITLE, SUCCESS_TITLE } from './dialog-titles'

export { ERROR_TITLE, SUCCESS_TITLE }

/** State and renderer of one MessageDialog. */
export function useMessageDialog(): {
  dialog: ReactElement
  show: (value: DialogMessage) => void
  showError: (error: unknown, fallback: string, title?: string) => void
  showSuccess: (message: string) => void
} {
  const [value, setValue] = useState<DialogMessage | null>(null)
  const close = useCallback(() => setValue(null), [])
  const showError = useCallback((error: unknown, fallback: string, title = ERROR_TITLE) => {
    setValue({ title, message: errorMessage(error, fallback), tone: 'error' })
  }, [])
  const showSuccess = useCallback((message: string) => {
    setValue({ title: SUCCESS_TITLE, message, tone: 'success' })
  }, [])
  return {
    dialog: <MessageDialog value={value} onClose={close} />,
    show: setValue,
    showError,
    showSuccess,
  }
}
