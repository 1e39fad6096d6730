export { WalletCard } from './WalletCard'
export type { WalletCardAction, WalletCardProps } from './WalletCard'
