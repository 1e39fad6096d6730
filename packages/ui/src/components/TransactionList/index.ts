export { TransactionList, signedAmount } from './TransactionList'
export type { TransactionListProps } from './TransactionList'
