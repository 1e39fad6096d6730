import styled from 'styled-components'
import { media } from '../../tokens'

export const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
`

export const List = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;
  gap: ${({ theme }) => theme.space[1]};
  /* Numbers need room: phones get "Page 2 of 9" instead. */
  ${media.sm} {
    display: flex;
  }
`

export const Compact = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  ${media.sm} {
    display: none;
  }
`

export const PageButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    cursor: default;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:hover:not(:disabled, [aria-disabled='true']):not([aria-current='page']) {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`

export const Gap = styled.span`
  display: inline-flex;
  min-width: 24px;
  min-height: 44px;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.textMuted};
`
