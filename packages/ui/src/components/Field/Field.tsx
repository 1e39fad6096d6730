import { useId, type ReactNode } from 'react'
import { Label, Message, Required, Root } from './Field.styles'
import { useMessageText } from '../../i18n/I18nContext'

/** Props shared by every field: what a member reads around the control. */
export interface FieldTextProps {
  /** The visible label; also the control's accessible name. */
  label: ReactNode
  /** Help under the control, e.g. "Minimum $10". Hidden while there is an error. */
  hint?: ReactNode
  /** The error under the control (a spec message); marks the control invalid. */
  error?: ReactNode
  /** Keep the label for screen readers only (when the context already says it). */
  hideLabel?: boolean
}

/** Props of {@link Field}. */
export interface FieldProps extends FieldTextProps {
  /** Id of the control, so the label points at it. */
  id: string
  /** Marks the label with a required star. */
  isRequired?: boolean
  /** Text in a warning tone shown instead of the hint (live checks while typing). */
  liveHint?: ReactNode
  /** Ids from {@link useFieldIds}. */
  ids: { hint: string; error: string }
  /** The bordered control. */
  children: ReactNode
}

/** Ids for the hint and error of a field, and the aria-describedby the control should carry. */
export function useFieldIds(
  idProp: string | undefined,
  parts: { hasHint: boolean; hasError: boolean },
) {
  const auto = useId()
  const id = idProp ?? auto
  const hint = `${id}-hint`
  const error = `${id}-error`
  const describedBy =
    [parts.hasError ? error : null, parts.hasHint ? hint : null].filter(Boolean).join(' ') ||
    undefined
  return { id, hint, error, describedBy }
}

/**
 * The frame of every form field: label above, control, then error or hint below. The message
 * area is a polite live region, so an error or live hint that appears while typing is read out.
 */
export function Field({
  id,
  label,
  hint,
  error,
  liveHint,
  hideLabel = false,
  isRequired = false,
  ids,
  children,
}: FieldProps) {
  // A contract message (a form rule's, the server's) in the page's language.
  const messageText = useMessageText()
  const hasError = error !== undefined && error !== null && error !== ''
  const shownHint = liveHint || hint
  return (
    <Root>
      <Label htmlFor={id} $hidden={hideLabel}>
        {label}
        {isRequired && <Required aria-hidden="true">*</Required>}
      </Label>
      {children}
      <div aria-live="polite">
        {hasError ? (
          <Message id={ids.error} $tone="error">
            {typeof error === 'string' ? messageText(error) : error}
          </Message>
        ) : shownHint ? (
          <Message id={ids.hint} $tone={liveHint ? 'error' : 'hint'}>
            {typeof shownHint === 'string' ? messageText(shownHint) : shownHint}
          </Message>
        ) : null}
      </div>
    </Root>
  )
}
