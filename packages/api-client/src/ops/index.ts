// @trellis/api-client/ops: the operator console's client (issue 25). A separate entry, so nothing
// of it reaches the member's bundle: only the console's lazy chunks import it.
export { callOps, opsUrl, type AnyOpsCall, type OpsAnswerOf, type OpsBodyOf } from './fetcher'
export * from './hooks'
