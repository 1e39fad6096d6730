// Routes /profile/walletAddress and /kyc: the same KYC form.
import { Card, Skeleton } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { Readable } from '../../components/layout'
import { useMember } from '../../member/use-member'
import { KycForm } from './KycForm'
import { useKycT } from './messages'

function KycContent({ title }: { title: string }) {
  const { member, isLoading, error } = useMember()
  const t = useKycT()
  return (
    <MemberScreen title={title}>
      <Readable>
        <Card title={t('card')}>
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

/** The wallet address screen. */
export function WalletAddressScreen() {
  const t = useKycT()
  return <KycContent title={t('walletAddressTitle')} />
}

/** The KYC screen (linked from the side menu). */
export function KycScreen() {
  const t = useKycT()
  return <KycContent title={t('kycTitle')} />
}
