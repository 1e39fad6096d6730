import styled from 'styled-components'
import { lightTheme } from '../../themes'

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
`

/** The QR sits on white in both themes: scanners need dark modules on a light field. */
export const QrFrame = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${lightTheme.color.surface};
  line-height: 0;
`

export const Address = styled.p`
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
`

/** One group of 4: kept whole on a line, the line breaks between groups (atomic inlines). */
export const Group = styled.span`
  display: inline-block;
  white-space: nowrap;
  margin: 0 0.35ch;
`

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`
