// Routes /profile/walletAddress (the profile menu's link) and /kyc (the side menu's): one screen,
// one name (issue 26, point 11: it was "Wallet Address", "KYC" and "USDT address and transaction
// password" depending on the way in).
import { Card, Skeleton, Text } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { Readable } from '../../components/layout'
import { useMember } from '../../member/use-member'
import { KycForm } from './KycForm'
import { useKycT } from './messages'

/** The KYC screen: the USDT address withdrawals are paid to and the transaction password. */
export function KycScreen() {
  const { member, isLoading, error } = useMember()
  const t = useKycT()
  return (
    <MemberScreen title={t('title')}>
      <Readable>
        <Card>
          <Text tone="muted" size="sm">
            {t('lead')}
          </Text>
          {isLoading ? (
            <Skeleton lines={4} label={t('loading')} />
          ) : error || !member ? (
            <p role="alert">{error}</p>
          ) : (
            <KycForm member={member} />
          )}
        </Card>
      </Readable>
    </MemberScreen>
  )
}
