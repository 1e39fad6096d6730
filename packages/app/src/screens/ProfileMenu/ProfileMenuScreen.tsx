// Route /profile/menu: the profile's screens and Logout.
import { Button, Card } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { LinkList } from '../../components/LinkList'
import { ScreenStack } from '../../components/layout'
import { useLogout } from '../../session/use-logout'
import { useProfileMenuT } from './messages'

/** The profile menu screen. */
export function ProfileMenuScreen() {
  const logout = useLogout()
  const t = useProfileMenuT()
  return (
    <MemberScreen title={t('title')}>
      <ScreenStack>
        <Card>
          <LinkList
            label={t('menu')}
            links={[
              { label: t('myProfile'), href: '/profile/my' },
              { label: t('kyc'), href: '/profile/walletAddress' },
              { label: t('invite'), href: '/profile/invite' },
              { label: t('changePassword'), href: '/profile/changePassword' },
              { label: t('security'), href: '/profile/security' },
              { label: t('bonus'), href: '/bonus' },
            ]}
          />
        </Card>
        <Button variant="danger" onClick={logout} fullWidth>
          {t('logout')}
        </Button>
      </ScreenStack>
    </MemberScreen>
  )
}
