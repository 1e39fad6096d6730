import { Button, type ButtonProps } from '../Button'
import { Icon } from '../Icon'
import { VisuallyHidden } from '../VisuallyHidden'
import { useCopy } from './use-copy'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link CopyButton}. */
export interface CopyButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'onCopy'> {
  /** The text put on the clipboard. */
  value: string
  /** Button label before copying. */
  label?: string
  /** Label shown for a moment after a successful copy. */
  copiedLabel?: string
  /** Label shown when the browser refuses the clipboard. */
  failedLabel?: string
  /** Called after each attempt with whether it worked. */
  onCopy?: (ok: boolean) => void
  /** How long the feedback stays, in ms. */
  resetMs?: number
}

/** A button that copies a value and says "Copied" (to sight and to screen readers). */
export function CopyButton({
  value,
  label: labelProp,
  copiedLabel: copiedLabelProp,
  failedLabel: failedLabelProp,
  onCopy,
  resetMs,
  variant = 'secondary',
  size = 'sm',
  ...rest
}: CopyButtonProps) {
  const t = useUiT()
  const label = labelProp ?? t('copy')
  const copiedLabel = copiedLabelProp ?? t('copied')
  const failedLabel = failedLabelProp ?? t('copyFailed')
  const { status, copy } = useCopy(resetMs)
  const text = status === 'copied' ? copiedLabel : status === 'failed' ? failedLabel : label
  return (
    <>
      <Button
        {...rest}
        variant={variant}
        size={size}
        leadingIcon={<Icon name={status === 'copied' ? 'check' : 'copy'} size={18} />}
        data-status={status}
        onClick={() => {
          void copy(value).then((ok) => onCopy?.(ok))
        }}
      >
        {text}
      </Button>
      <VisuallyHidden role="status">{status === 'idle' ? '' : text}</VisuallyHidden>
    </>
  )
}
