// The one date format of every layer lives in the contract.
export { formatDate } from '@trellis/contract'
