// Route /wallet: the balances, with links to history, deposit, withdrawal and transfer.
import { WalletCard } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { RouterLink } from '../../shell/RouterLink'
import { TileGrid } from '../../components/layout'
import { Section } from '../../components/Section'
import { useMember } from '../../member/use-member'
import { useWalletT } from './messages'

/** The wallet screen. */
export function WalletScreen() {
  const { member, isLoading, error } = useMember()
  const common = { isLoading, error, linkComponent: RouterLink }
  const t = useWalletT()
  return (
    <MemberScreen title={t('title')}>
      <Section title={t('balances')} isTitleHidden>
        <TileGrid>
          <WalletCard
            {...common}
            name={t('incomeWallet')}
            icon="wallet"
            amount={member?.wallet ?? 0}
            actions={[
              { label: t('withdraw'), href: '/wallet/withdrawal' },
              { label: t('transfer'), href: '/wallet/fundTransfer' },
            ]}
          />
          <WalletCard
            {...common}
            name={t('packageWallet')}
            icon="invest"
            amount={member?.packageWallet ?? 0}
            actions={[
              { label: t('deposit'), href: '/wallet/deposit' },
              { label: t('invest'), href: '/investNow' },
            ]}
          />
          <WalletCard
            {...common}
            name={t('bonusWallet')}
            icon="earning"
            amount={member?.bonusWallet ?? 0}
            actions={[{ label: t('bonus'), href: '/bonus' }]}
          />
          <WalletCard
            {...common}
            name={t('totalWithdrawal')}
            icon="withdraw"
            amount={member?.totalWithdrawal ?? 0}
            actions={[{ label: t('history'), href: '/wallet/all' }]}
          />
        </TileGrid>
      </Section>
    </MemberScreen>
  )
}
