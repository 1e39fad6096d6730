// Route /dashboard: banners, the notice, shortcuts, support links, wallet and investment
// totals, activation, pools and the referral link.
import {
  BannerCarousel,
  NoticeTicker,
  ReferralCard,
  ShortcutGrid,
  StatGrid,
  SupportLinks,
  WalletSummary,
} from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { RouterLink } from '../../shell/RouterLink'
import { ScreenStack } from '../../components/layout'
import { appConfig, noticeText, referralLink } from '../../config'
import { useMember } from '../../member/use-member'
import { ActivationSection } from './ActivationSection'
import { PoolSection } from './PoolSection'
import { dashboardBanners } from './banners'

/** The dashboard. */
export function DashboardScreen() {
  const { member, userId, isLoading, error } = useMember()
  return (
    <MemberScreen title="Home">
      <ScreenStack>
        <BannerCarousel slides={dashboardBanners} label="News" autoplayMs={0} />
        <NoticeTicker text={noticeText()} label="Notice" />
        <ShortcutGrid
          label="Shortcuts"
          linkComponent={RouterLink}
          items={[
            { label: 'Deposit', href: '/wallet/deposit', icon: 'deposit' },
            { label: 'Withdraw', href: '/wallet/withdrawal', icon: 'withdraw' },
            { label: 'Invest', href: '/investNow', icon: 'invest' },
          ]}
        />
        <WalletSummary
          title="Wallets"
          wallets={member}
          isLoading={isLoading}
          error={error}
          linkComponent={RouterLink}
        />
        <StatGrid
          title="Investment"
          columns={4}
          isLoading={isLoading}
          loadingCount={4}
          error={error}
          items={
            member
              ? [
                  {
                    id: 'inv',
                    label: 'Total investment',
                    value: member.totalInvestment,
                    icon: 'invest',
                  },
                  { id: 'ret', label: 'Total return', value: member.totalReturn, icon: 'earning' },
                  {
                    id: 'wd',
                    label: 'Total withdrawal',
                    value: member.totalWithdrawal,
                    icon: 'withdraw',
                  },
                  { id: 'profit', label: 'Profit', value: member.profit, icon: 'earning' },
                ]
              : []
          }
        />
        <ActivationSection member={member} isLoading={isLoading} />
        <PoolSection member={member} userId={userId} isLoading={isLoading} />
        <ReferralCard
          title="Referral link"
          link={referralLink(userId)}
          isLoading={userId === ''}
          message="Join my team on Trellis:"
          subject="Join me on Trellis"
        />
        <SupportLinks
          title="Support and community"
          links={[
            { label: appConfig.supportLabel, href: appConfig.supportUrl, kind: 'support' },
            { label: appConfig.communityLabel, href: appConfig.communityUrl, kind: 'community' },
          ]}
        />
      </ScreenStack>
    </MemberScreen>
  )
}
