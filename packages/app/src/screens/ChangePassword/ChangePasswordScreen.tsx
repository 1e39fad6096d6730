// Route /profile/changePassword.
import { Card } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { Readable } from '../../components/layout'
import { ChangePasswordForm } from './ChangePasswordForm'

/** The change password screen. */
export function ChangePasswordScreen() {
  return (
    <MemberScreen title="Change Password">
      <Readable>
        <Card>
          <ChangePasswordForm />
        </Card>
      </Readable>
    </MemberScreen>
  )
}
