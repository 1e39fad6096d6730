// Routes /profile/walletAddress and /kyc: the same KYC form.
import { Card, Skeleton } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { Readable } from '../../components/layout'
import { useMember } from '../../member/use-member'
import { KycForm } from './KycForm'

function KycContent({ title }: { title: string }) {
  const { member, isLoading, error } = useMember()
  return (
    <MemberScreen title={title}>
      <Readable>
        <Card title="USDT address and transaction password">
          {isLoading ? (
            <Skeleton lines={4} label="Loading profile" />
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

/** The wallet address screen. */
export function WalletAddressScreen() {
  return <KycContent title="Wallet Address" />
}

/** The KYC screen (linked from the side menu). */
export function KycScreen() {
  return <KycContent title="KYC" />
}
