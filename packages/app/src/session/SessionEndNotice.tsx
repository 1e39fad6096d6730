// Tells the member why they are back on the login screen (session expired or rejected).
import { serverMessages } from '@trellis/contract'
import { useSessionEndReason } from '@trellis/api-client'
import styled from 'styled-components'

const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 12px;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.warningBg};
`

/** The message for a session end reason; a plain logout says nothing. */
export function sessionEndMessage(reason: string | null): string | null {
  if (reason === 'expired') return serverMessages.sessionExpired
  if (reason === 'unauthorized') return serverMessages.unauthorized
  return null
}

/** A polite status line on the login screen after the session ended by itself. */
export function SessionEndNotice() {
  const message = sessionEndMessage(useSessionEndReason())
  if (!message) return null
  return (
    <Notice role="status" data-testid="session-end-notice">
      {message}
    </Notice>
  )
}
