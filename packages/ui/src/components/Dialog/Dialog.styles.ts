import styled, { keyframes } from 'styled-components'
import { media } from '../../tokens'

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`
const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  ${media.reducedMotion} {
    animation: none;
  }
`

const maxWidths = { sm: '400px', md: '520px', lg: '760px' } as const

export const Panel = styled.div<{ $size: keyof typeof maxWidths }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ $size }) => maxWidths[$size]};
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  overflow-wrap: anywhere;
  animation: ${rise} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  &:focus {
    outline: none;
  }
  ${media.reducedMotion} {
    animation: none;
  }
`

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`

export const Description = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`

export const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]};
  /* Side by side once there is room; stacked (main action on top) on small phones. */
  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`

export const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: -${({ theme }) => theme.space[2]} -${({ theme }) => theme.space[2]} 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  /* A button does not inherit the page's face: the × would be the system's, drawn differently
     by two Chromium builds. */
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.xl};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`
