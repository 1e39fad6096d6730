import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Spinner } from '../Spinner'
import { IconSlot, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles'

export type { ButtonSize, ButtonVariant }

/** Props of {@link Button}; every native button attribute passes through. */
export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Visual weight: primary (main action), secondary, ghost (low emphasis), danger (destructive). */
  variant?: ButtonVariant
  /** sm, md or lg; every size keeps a 44 px touch target. */
  size?: ButtonSize
  /**
   * Shows a spinner, sets aria-busy and takes no clicks until the work is done. The button stays
   * focusable (aria-disabled, not disabled): a member who pressed it from the keyboard keeps their
   * place instead of being dropped at the top of the page.
   */
  isLoading?: boolean
  /** Stretch to the width of the container (forms on phones). */
  fullWidth?: boolean
  /** An icon before the label (decorative; the label names the action). */
  leadingIcon?: ReactNode
  /** The label. */
  children: ReactNode
}

/** The one button of Trellis. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  fullWidth = false,
  leadingIcon,
  disabled,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled}
      aria-disabled={isLoading ? true : rest['aria-disabled']}
      aria-busy={isLoading || undefined}
      onClick={(event) => {
        // Busy: no second request, and a submit button does not submit its form again.
        if (isLoading) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {isLoading ? (
        <Spinner size="sm" isDecorative />
      ) : leadingIcon ? (
        <IconSlot aria-hidden="true">{leadingIcon}</IconSlot>
      ) : null}
      <span>{children}</span>
    </StyledButton>
  )
}
