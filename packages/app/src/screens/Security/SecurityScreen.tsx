// Route /profile/security: the authenticator app, passkeys and sessions (issue 28). Its own lazy
// route module: the QR code and the WebAuthn code load here, never with the login screen.
import { MemberScreen } from '../../shell/MemberScreen'
import { Readable, ScreenStack } from '../../components/layout'
import { useMessageDialog } from '../../components/use-message-dialog'
import { PasskeySection } from './PasskeySection'
import { SessionsSection } from './SessionsSection'
import { TotpSection } from './TotpSection'
import { useSecurityT } from './messages'

/** The security screen. */
export function SecurityScreen() {
  const { dialog, show } = useMessageDialog()
  const t = useSecurityT()
  const tell = (message: string) => show({ title: t('title'), message, tone: 'success' })
  return (
    <MemberScreen title={t('title')}>
      <Readable>
        <ScreenStack>
          <TotpSection onMessage={tell} />
          <PasskeySection onMessage={tell} />
          <SessionsSection onMessage={tell} />
        </ScreenStack>
      </Readable>
      {dialog}
    </MemberScreen>
  )
}
