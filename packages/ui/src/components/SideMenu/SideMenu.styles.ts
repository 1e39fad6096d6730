import styled, { css, keyframes } from 'styled-components'
import { media } from '../../tokens'

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${({ theme }) => theme.color.overlay};
`

export const Drawer = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 41;
  display: flex;
  flex-direction: column;
  width: min(300px, 85vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  ${media.reducedMotion} {
    animation: none;
  }
`

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`

/** The member line under the heading, set in like the items. */
export const HeaderLine = styled.div`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`

export const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
`

const row = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`

export const ItemLink = styled.a`
  ${row}
  color: ${({ theme }) => theme.color.text};

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primaryText};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`

export const LogoutButton = styled.button`
  ${row}
  margin-top: ${({ theme }) => theme.space[2]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.danger};
  font-family: inherit;
  cursor: pointer;
`
