export { WalletSummary } from './WalletSummary'
export type { SummaryWallets, WalletSummaryProps } from './WalletSummary'
export { sumDollars } from './wallet-total'
