// Route /dashboard: banners, the notice, shortcuts, support links, wallet and investment
// totals, activation, pools and the referral link. The parts without member data are made once
// (an SWR answer re-renders only what shows the member), and the sections below the fold
// (activation, pools, the referral QR code, support links) render after the first paint.
import { useMemo } from 'react'
import {
  BannerCarousel,
  ErrorPanel,
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
import { useDashboardT } from './messages'

/** The dashboard. */
export function DashboardScreen() {
  const { member, userId, isLoading, error, retry } = useMember()
  const belowTheFold = useAfterFirstPaint()
  const t = useDashboardT()
  const top = useMemo(
    () => (
      <>
        <DashboardCell $isWide>
          <BannerCarousel slides={dashboardBanners(t)} label={t('news')} autoplayMs={0} />
        </DashboardCell>
        <DashboardCell $isWide>
          <NoticeTicker text={noticeText()} label={t('notice')} />
        </DashboardCell>
        <DashboardCell>
          <ShortcutGrid
            label={t('shortcuts')}
            linkComponent={RouterLink}
            items={[
              { label: t('deposit'), href: '/wallet/deposit', icon: 'deposit' },
              { label: t('withdraw'), href: '/wallet/withdrawal', icon: 'withdraw' },
              { label: t('invest'), href: '/investNow', icon: 'invest' },
            ]}
          />
        </DashboardCell>
      </>
    ),
    [t],
  )
  const support = useMemo(
    () => (
      <SupportLinks
        title={t('support')}
        links={[
          { label: appConfig.supportLabel, href: appConfig.supportUrl, kind: 'support' },
          { label: appConfig.communityLabel, href: appConfig.communityUrl, kind: 'community' },
        ]}
      />
    ),
    [t],
  )
  // The QR code is drawn again only when the link changes, not on every answer.
  const referral = useMemo(
    () => (
      <ReferralCard
        title={t('referral')}
        link={referralLink(userId)}
        isLoading={userId === ''}
        message={t('referralMessage')}
        subject={t('referralSubject')}
      />
    ),
    [userId, t],
  )
  // The member's read failed and nothing of it is known: one message with Retry at the top, in
  // place of the four sections it feeds (wallets, investment, activation, pools), which would
  // each have said the same, or made up "Inactive" and $0.00 (issue 29).
  // Once the member is known, a later failed read leaves the figures last read on the screen.
  const loadError = member || isLoading ? undefined : error
  const showsMember = loadError === undefined
  return (
    <MemberScreen title={t('title')}>
      {/* On a desktop, two columns: the activation card sits beside the shortcuts, the support
          links beside the referral link; the rows of tiles (wallets, investment, pools) span both. */}
      <DashboardGrid>
        {loadError !== undefined && (
          <DashboardCell $isWide>
            <ErrorPanel message={loadError} onRetry={retry} />
          </DashboardCell>
        )}
        {top}
        {showsMember && (
          <>
            <DashboardCell $isWide>
              <WalletSummary
                title={t('wallets')}
                wallets={member}
                isLoading={isLoading}
                linkComponent={RouterLink}
              />
            </DashboardCell>
            <DashboardCell $isWide>
              <StatGrid
                title={t('investment')}
                columns={4}
                isLoading={isLoading}
                loadingCount={4}
                items={
                  member
                    ? [
                        {
                          id: 'inv',
                          label: t('totalInvestment'),
                          value: member.totalInvestment,
                          icon: 'invest',
                        },
                        {
                          id: 'ret',
                          label: t('totalReturn'),
                          value: member.totalReturn,
                          icon: 'earning',
                        },
                        {
                          id: 'wd',
                          label: t('totalWithdrawal'),
                          value: member.totalWithdrawal,
                          icon: 'withdraw',
                        },
                        { id: 'profit', label: t('profit'), value: member.profit, icon: 'earning' },
                      ]
                    : []
                }
              />
            </DashboardCell>
          </>
        )}
        {belowTheFold && showsMember && (
          <>
            <DashboardCell>
              <ActivationSection member={member} isLoading={isLoading} />
            </DashboardCell>
            <DashboardCell $isWide>
              <PoolSection member={member} userId={userId} isLoading={isLoading} />
            </DashboardCell>
          </>
        )}
        {belowTheFold && (
          <>
            <DashboardCell>{referral}</DashboardCell>
            <DashboardCell>{support}</DashboardCell>
          </>
        )}
      </DashboardGrid>
      <NewMemberDialog />
    </MemberScreen>
  )
}
