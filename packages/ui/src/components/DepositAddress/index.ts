export { DepositAddress } from './DepositAddress'
export type { DepositAddressProps } from './DepositAddress'
