import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { Dot, StyledBadge, type BadgeTone } from './Badge.styles'
import { useUiT } from '../../i18n/use-ui-t'

export type { BadgeTone }

/** Props of {@link Badge}. */
export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Meaning of the badge: success, danger, warning or neutral. */
  tone?: BadgeTone
  /** Show a small dot before the text (status badges). */
  hasDot?: boolean
  /** The text; keep it short. */
  children: ReactNode
}

/** A short status label. Colour is never the only signal: the text always says it. */
export function Badge({ tone = 'neutral', hasDot = false, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} {...rest}>
      {hasDot && <Dot aria-hidden="true" />}
      {children}
    </StyledBadge>
  )
}

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** Whether the member (or plan) is active. */
  isActive: boolean
}

/** "Active" in green or "Inactive" in red, the spec's member status. */
export function StatusBadge({ isActive }: StatusBadgeProps) {
  const t = useUiT()
  return (
    <Badge tone={isActive ? 'success' : 'danger'} hasDot>
      {isActive ? t('active') : t('inactive')}
    </Badge>
  )
}

/** Props of {@link DirectionBadge}. */
export interface DirectionBadgeProps {
  /** A transaction's direction, as in the contract's Transaction.type. */
  type: 'credit' | 'debit'
}

/** "Credit" in green or "Debit" in red for a transaction row. */
export function DirectionBadge({ type }: DirectionBadgeProps) {
  const t = useUiT()
  return (
    <Badge tone={type === 'credit' ? 'success' : 'danger'}>
      {type === 'credit' ? t('credit') : t('debit')}
    </Badge>
  )
}
