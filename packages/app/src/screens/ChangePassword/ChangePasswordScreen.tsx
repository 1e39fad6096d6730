// Route /profile/changePassword.
import { Card } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { ChangePasswordForm } from './ChangePasswordForm'

/** The change password screen. */
export function ChangePasswordScreen() {
  return (
    <MemberScreen title="Change Password">
      <Card>
        <ChangePasswordForm />
      </Card>
    </MemberScreen>
  )
}
