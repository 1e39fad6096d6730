import styled from 'styled-components'
import { media } from '../../tokens'

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`

export const List = styled.div<{ $fitted: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  /* Many tabs scroll sideways on a phone rather than wrap. */
  overflow-x: auto;
  scrollbar-width: none;
  & > * {
    flex: ${({ $fitted }) => ($fitted ? '1 1 0' : '0 0 auto')};
  }
`

export const Tab = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`

export const Panel = styled.div`
  min-width: 0;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`
