export { AmountField } from './AmountField'
export type { AmountFieldProps } from './AmountField'
export { parseAmount, exceedsMax } from './amount'
