import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useFocusTrap } from '../../hooks/use-focus-trap'
import { Backdrop, CloseButton, Description, Footer, Header, Panel, Title } from './Dialog.styles'
import { useUiT } from '../../i18n/use-ui-t'

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. Closing returns focus to the element that opened it. */
  isOpen: boolean
  /** Called on Escape, the close button, or a click on the backdrop (when allowed). */
  onClose: () => void
  /** The heading; the dialog is labelled by it. */
  title: ReactNode
  /** A sentence under the title; the dialog is described by it. */
  description?: ReactNode
  /** The body. */
  children?: ReactNode
  /** Action buttons, main action last (it sits on the right, or on top on phones). */
  footer?: ReactNode
  /** `alertdialog` for messages that need an answer (errors, confirmations). */
  role?: 'dialog' | 'alertdialog'
  /**
   * The element to focus on open; defaults to the first focusable one, or to the dialog itself
   * when that one is below the fold of long content (so the title stays in view).
   */
  initialFocusRef?: RefObject<HTMLElement | null>
  /**
   * `dialog` focuses the dialog itself on open, for dialogs that are read more than filled in (a
   * list of members): the title and the first rows stay in view and Tab goes to the controls.
   */
  focusOnOpen?: 'first-control' | 'dialog'
  /** Width: sm 400 px, md 520 px or lg 760 px (a table of five columns) at most. */
  size?: 'sm' | 'md' | 'lg'
  /** A click on the dim backdrop closes the dialog (default: only for plain dialogs). */
  closeOnBackdrop?: boolean
  /** Show an × button in the corner. */
  hasCloseButton?: boolean
}

/**
 * A modal window: focus trapped inside, Escape closes, the page behind does not scroll, and
 * focus goes back to the opener on close. Rendered into document.body above everything.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  initialFocusRef,
  focusOnOpen = 'first-control',
  size = 'sm',
  closeOnBackdrop = role === 'dialog',
  hasCloseButton = false,
}: DialogProps) {
  const t = useUiT()
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const initialFocus = initialFocusRef ?? (focusOnOpen === 'dialog' ? panelRef : undefined)
  useFocusTrap(panelRef, isOpen, {
    onEscape: onClose,
    ...(initialFocus ? { initialFocus } : {}),
  })

  useEffect(() => {
    if (!isOpen) return
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [isOpen])

  if (!isOpen || typeof document === 'undefined') return null
  return createPortal(
    <Backdrop
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose()
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description !== undefined ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {hasCloseButton && (
            <CloseButton type="button" aria-label={t('close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          )}
        </Header>
        {description !== undefined && <Description id={descriptionId}>{description}</Description>}
        {children}
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  )
}
