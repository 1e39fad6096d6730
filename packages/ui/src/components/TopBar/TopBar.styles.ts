import styled, { css } from 'styled-components'
import { media } from '../../tokens'

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 960px;
  min-height: 56px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[2]};

  ${media.md} {
    padding: 0 ${({ theme }) => theme.space[4]};
  }
`

/** A 44 px square target in the bar: the menu button, the way up and the inbox's bell share it. */
export const barTarget = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`

export const MenuButton = styled.button`
  ${barTarget}
  border: 0;
  background: transparent;
  cursor: pointer;
`

/** The way up from a sub-screen. */
export const BackLink = styled.a`
  ${barTarget}
`

export const Title = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const Right = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  gap: ${({ theme }) => theme.space[2]};
`
