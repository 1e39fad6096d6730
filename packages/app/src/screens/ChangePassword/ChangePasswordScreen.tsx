// Route /profile/changePassword.
import { Card } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { Readable } from '../../components/layout'
import { ChangePasswordForm } from './ChangePasswordForm'
import { useChangePasswordT } from './messages'

/** The change password screen. */
export function ChangePasswordScreen() {
  const t = useChangePasswordT()
  return (
    <MemberScreen title={t('title')}>
      <Readable>
        <Card>
          <ChangePasswordForm />
        </Card>
      </Readable>
    </MemberScreen>
  )
}
