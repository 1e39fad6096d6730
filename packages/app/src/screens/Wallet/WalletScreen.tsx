// Route /wallet: the balances, with links to history, deposit, withdrawal and transfer.
import { WalletCard } from '@trellis/ui'
import { MemberScreen } from '../../shell/MemberScreen'
import { RouterLink } from '../../shell/RouterLink'
import { TileGrid } from '../../components/layout'
import { Section } from '../../components/Section'
import { useMember } from '../../member/use-member'

/** The wallet screen. */
export function WalletScreen() {
  const { member, isLoading, error } = useMember()
  const common = { isLoading, error, linkComponent: RouterLink }
  return (
    <MemberScreen title="Wallet">
      <Section title="Balances" isTitleHidden>
        <TileGrid>
          <WalletCard
            {...common}
            name="Income wallet"
            icon="wallet"
            amount={member?.wallet ?? 0}
            actions={[
              { label: 'Withdraw', href: '/wallet/withdrawal' },
              { label: 'Transfer', href: '/wallet/fundTransfer' },
            ]}
          />
          <WalletCard
            {...common}
            name="Package wallet"
            icon="invest"
            amount={member?.packageWallet ?? 0}
            actions={[
              { label: 'Deposit', href: '/wallet/deposit' },
              { label: 'Invest', href: '/investNow' },
            ]}
          />
          <WalletCard
            {...common}
            name="Bonus wallet"
            icon="earning"
            amount={member?.bonusWallet ?? 0}
            actions={[{ label: 'Bonus', href: '/bonus' }]}
          />
          <WalletCard
            {...common}
            name="Total withdrawal"
            icon="withdraw"
            amount={member?.totalWithdrawal ?? 0}
            actions={[{ label: 'Wallet history', href: '/wallet/all' }]}
          />
        </TileGrid>
      </Section>
    </MemberScreen>
  )
}
