import { formatUsd } from '@trellis/contract'
import type { Member } from '@trellis/contract'
import { Card } from '../Card'
import { ErrorPanel } from '../lists-shared'
import type { IconName } from '../Icon'
import type { LinkComponent } from '../ShortcutGrid'
import { Skeleton } from '../Skeleton'
import { WalletCard, type WalletCardAction } from '../WalletCard'
import { Grid, Total, TotalAmount, TotalLabel } from './WalletSummary.styles'
import { sumDollars } from './wallet-total'
import { useUiT } from '../../i18n/use-ui-t'
import type { UiMessageId } from '../../i18n/en'

/** The member wallets this summary shows. */
export type SummaryWallets = Pick<Member, 'wallet' | 'packageWallet' | 'bonusWallet'>
type WalletKey = keyof SummaryWallets

const WALLETS: { key: WalletKey; name: UiMessageId; icon: IconName }[] = [
  { key: 'wallet', name: 'incomeWallet', icon: 'earning' },
  { key: 'packageWallet', name: 'packageWallet', icon: 'invest' },
  { key: 'bonusWallet', name: 'bonusWallet', icon: 'wallet' },
]

/** Props of {@link WalletSummary}. */
export interface WalletSummaryProps {
  /** Balances in dollars; pass the member (extra fields are ignored). Absent while loading. */
  wallets?: SummaryWallets
  /** Heading of the summary. */
  title?: string
  /** Actions per wallet, e.g. { wallet: [{ label: 'Withdraw', href: '/wallet/withdrawal' }] }. */
  actions?: Partial<Record<WalletKey, WalletCardAction[]>>
  /** Renders link actions; pass a router adapter in the app. */
  linkComponent?: LinkComponent
  /** Placeholders while the member loads. */
  isLoading?: boolean
  /** When the balances could not be loaded: shown instead of them. */
  error?: string
  /** Offered as a Retry button with the error (leave it out when asking again cannot help). */
  onRetry?: () => void
  className?: string
}

/** A member's income, package and bonus wallets with their total. */
export function WalletSummary({
  wallets,
  title: titleProp,
  actions = {},
  linkComponent,
  isLoading = false,
  error,
  onRetry,
  className,
}: WalletSummaryProps) {
  const t = useUiT()
  const title = titleProp ?? t('myWallets')
  const loading = isLoading || (wallets === undefined && !error)
  return (
    <Card title={title} className={className} aria-busy={loading || undefined}>
      {error ? (
        <ErrorPanel message={error} onRetry={onRetry} />
      ) : (
        <>
          <Total>
            <TotalLabel>{t('totalBalance')}</TotalLabel>
            {loading || !wallets ? (
              <Skeleton height="32px" width="40%" label={t('loadingWallets')} />
            ) : (
              <TotalAmount data-testid="wallet-total">
                {formatUsd(sumDollars(WALLETS.map((w) => wallets[w.key])))}
              </TotalAmount>
            )}
          </Total>
          <Grid>
            {WALLETS.map((w) => (
              <WalletCard
                key={w.key}
                name={t(w.name)}
                icon={w.icon}
                amount={wallets?.[w.key] ?? 0}
                isLoading={loading}
                actions={actions[w.key]}
                linkComponent={linkComponent}
              />
            ))}
          </Grid>
        </>
      )}
    </Card>
  )
}
