// Route /profile/menu: the profile's screens and Logout.
import { Button, Card } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { LinkList } from '../../components/LinkList'
import { ScreenStack } from '../../components/layout'
import { useLogout } from '../../session/use-logout'

/** The profile menu screen. */
export function ProfileMenuScreen() {
  const logout = useLogout()
  return (
    <MemberScreen title="Profile">
      <ScreenStack>
        <Card>
          <LinkList
            label="Profile menu"
            links={[
              { label: 'My profile', href: '/profile/my' },
              { label: 'Wallet address', href: '/profile/walletAddress' },
              { label: 'Invite', href: '/profile/invite' },
              { label: 'Change password', href: '/profile/changePassword' },
              { label: 'Security', href: '/profile/security' },
              { label: 'Bonus', href: '/bonus' },
            ]}
          />
        </Card>
        <Button variant="danger" onClick={logout} fullWidth>
          Logout
        </Button>
      </ScreenStack>
    </MemberScreen>
  )
}
