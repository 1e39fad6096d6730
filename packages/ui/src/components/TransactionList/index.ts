export { TransactionList, signedAmount } from './TransactionList'
export type { TransactionListProps } from './TransactionList'
export { sourceLine } from './source-line'
