// Display formats, written once in the contract. Dates in UTC so a story, a screenshot and a test
// show the same day anywhere.
export { formatDate, formatUsd } from '@trellis/contract'
