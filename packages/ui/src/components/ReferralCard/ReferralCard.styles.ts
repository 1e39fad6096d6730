import styled from 'styled-components'
import { lightTheme } from '../../themes'
import { media } from '../../tokens'

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${media.sm} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
  }
`

/** The QR sits on white in both themes: scanners need dark modules on a light field. */
export const QrFrame = styled.div`
  justify-self: center;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${lightTheme.color.surface};
  line-height: 0;
`

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`

export const LinkLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const LinkText = styled.p`
  margin: 0;
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  /* Breaks at the <wbr>s between segments; a segment wider than the card breaks anywhere. */
  overflow-wrap: anywhere;
`

/** The member's id at the end of the link: on one line. */
export const KeepWhole = styled.span`
  white-space: nowrap;
`

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

export const ShareList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const ShareAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`

export const ShareHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`
