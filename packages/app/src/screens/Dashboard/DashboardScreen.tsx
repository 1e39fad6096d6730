// Route /dashboard: banners, the notice, shortcuts, support links, wallet and investment
// totals, activation, pools and the referral link. The parts without member data are made once
// (an SWR answer re-renders only what shows the member), and the sections below the fold
// (activation, pools, the referral QR code, support links) render after the first paint.
import { useMemo } from 'react'
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
import { DashboardCell, DashboardGrid } from '../../components/layout'
import { useAfterFirstPaint } from '../../components/use-after-first-paint'
import { appConfig, noticeText, referralLink } from '../../config'
import { useMember } from '../../member/use-member'
import { ActivationSection } from './ActivationSection'
import { NewMemberDialog } from './NewMemberDialog'
import { PoolSection } from './PoolSection'
import { dashboardBanners } from './banners'

/** The dashboard. */
export function DashboardScreen() {
  const { member, userId, isLoading, error, retry } = useMember()
  const belowTheFold = useAfterFirstPaint()
  const top = useMemo(
    () => (
      <>
        <DashboardCell $isWide>
          <BannerCarousel slides={dashboardBanners} label="News" autoplayMs={0} />
        </DashboardCell>
        <DashboardCell $isWide>
          <NoticeTicker text={noticeText()} label="Notice" />
        </DashboardCell>
        <DashboardCell>
          <ShortcutGrid
            label="Shortcuts"
            linkComponent={RouterLink}
            items={[
              { label: 'Deposit', href: '/wallet/deposit', icon: 'deposit' },
              { label: 'Withdraw', href: '/wallet/withdrawal', icon: 'withdraw' },
              { label: 'Invest', href: '/investNow', icon: 'invest' },
            ]}
          />
        </DashboardCell>
      </>
    ),
    [],
  )
  const support = useMemo(
    () => (
      <SupportLinks
        title="Support and community"
        links={[
          { label: appConfig.supportLabel, href: appConfig.supportUrl, kind: 'support' },
          { label: appConfig.communityLabel, href: appConfig.communityUrl, kind: 'community' },
        ]}
      />
    ),
    [],
  )
  // The QR code is drawn again only when the link changes, not on every answer.
  const referral = useMemo(
    () => (
      <ReferralCard
        title="Referral link"
        link={referralLink(userId)}
        isLoading={userId === ''}
        message="Join my team on Trellis:"
        subject="Join me on Trellis"
      />
    ),
    [userId],
  )
  return (
    <MemberScreen title="Home">
      {/* On a desktop, two columns: the activation card sits beside the shortcuts, the support
          links beside the referral link; the rows of tiles (wallets, investment, pools) span both. */}
      <DashboardGrid>
        {top}
        <DashboardCell $isWide>
          <WalletSummary
            title="Wallets"
            wallets={member}
            isLoading={isLoading}
            error={error}
            onRetry={retry}
            linkComponent={RouterLink}
          />
        </DashboardCell>
        <DashboardCell $isWide>
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
                    {
                      id: 'ret',
                      label: 'Total return',
                      value: member.totalReturn,
                      icon: 'earning',
                    },
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
        </DashboardCell>
        {belowTheFold && (
          <>
            <DashboardCell>
              <ActivationSection member={member} isLoading={isLoading} />
            </DashboardCell>
            <DashboardCell $isWide>
              <PoolSection member={member} userId={userId} isLoading={isLoading} />
            </DashboardCell>
            <DashboardCell>{referral}</DashboardCell>
            <DashboardCell>{support}</DashboardCell>
          </>
        )}
      </DashboardGrid>
      <NewMemberDialog />
    </MemberScreen>
  )
}
