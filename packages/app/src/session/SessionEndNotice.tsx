// Tells the member why they are back on the login screen (session expired or rejected), and a
// minute before the session runs out that it will.
import { useEffect, useState } from 'react'
import { SESSION_MS, serverMessages } from '@trellis/contract'
import { useSession, useSessionEndReason } from '@trellis/api-client'
import styled from 'styled-components'
import { useCommonT } from '../i18n/common'

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

/** Above a member screen's content. */
const EndingNotice = styled(Notice)`
  margin-bottom: 16px;
`

/** How long before the session's end (SESSION_MS after its start, spec section 4) it is said. */
export const SESSION_WARNING_MS = 60_000

/**
 * A polite status line on every member screen in the session's last minute: the session cannot
 * be extended (it ends 30 minutes after the sign-in, whatever the member does), so the member
 * hears it first, and the sign-in after it returns to this page (RequireSession, returnPath).
 */
export function SessionEndingNotice() {
  const current = useSession()
  const t = useCommonT()
  const endsAt = current ? current.startedAt + SESSION_MS : null
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (endsAt === null) return
    const wait = endsAt - SESSION_WARNING_MS - Date.now()
    if (wait <= 0) {
      setNow(Date.now())
      return
    }
    const timer = setTimeout(() => setNow(Date.now()), wait)
    return () => clearTimeout(timer)
  }, [endsAt])
  if (endsAt === null || endsAt - now > SESSION_WARNING_MS) return null
  return (
    <EndingNotice role="status" data-testid="session-ending-notice">
      {t('sessionEnding')}
    </EndingNotice>
  )
}
