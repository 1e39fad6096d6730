import styled, { css, type DefaultTheme } from 'styled-components'
import { media } from '../../tokens'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, (t: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.color.primary};
    color: ${t.color.onPrimary};
    border-color: ${t.color.primary};
  `,
  secondary: (t) => css`
    background: ${t.color.surface};
    color: ${t.color.primaryText};
    border-color: ${t.color.border};
  `,
  ghost: (t) => css`
    background: transparent;
    color: ${t.color.primaryText};
    border-color: transparent;
  `,
  danger: (t) => css`
    background: ${t.color.danger};
    color: ${t.color.onDanger};
    border-color: ${t.color.danger};
  `,
}

// Every size keeps at least a 44 px touch target (WCAG 2.5.5); sizes change weight, not reach.
const sizes: Record<ButtonSize, (t: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    min-height: 44px;
    padding: 0 ${t.space[3]};
    font-size: ${t.font.size.sm};
  `,
  md: (t) => css`
    min-height: 48px;
    padding: 0 ${t.space[5]};
    font-size: ${t.font.size.md};
  `,
  lg: (t) => css`
    min-height: 56px;
    padding: 0 ${t.space[6]};
    font-size: ${t.font.size.lg};
  `,
}

export const StyledButton = styled.button<{
  $variant: ButtonVariant
  $size: ButtonSize
  $fullWidth: boolean
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 44px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  cursor: pointer;
  transition:
    filter ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ theme, $variant }) => variants[$variant](theme)}
  ${({ theme, $size }) => sizes[$size](theme)}

  &:hover:not(:disabled, [aria-disabled='true']) {
    filter: brightness(0.93);
  }
  &:active:not(:disabled, [aria-disabled='true']) {
    transform: translateY(1px);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
  ${media.reducedMotion} {
    transition: none;
    &:active:not(:disabled, [aria-disabled='true']) {
      transform: none;
    }
  }
`

export const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
  width: 1.25em;
  height: 1.25em;
  align-items: center;
  justify-content: center;
  & > svg {
    width: 100%;
    height: 100%;
  }
`
