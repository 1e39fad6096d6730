// Success texts the spec does not give live in the contract, so the mocks say the same words;
// server code names them `ok`.
export { successMessages as ok } from '@trellis/contract'
