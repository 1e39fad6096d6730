// @trellis/api-client: the fetcher, the session and one hook per call. The MSW mocks live in
// '@trellis/api-client/mocks' so msw never reaches the production bundle.
export { configureApi, apiBase } from './env'
export { ApiError, errorFromAnswer, networkError, isNetworkError } from './errors'
export {
  session,
  createSessionStore,
  SESSION_KEY,
  type SessionData,
  type SessionEndReason,
  type SessionOptions,
  type SessionStore,
} from './session'
export { useSession, useSessionEndReason } from './use-session'
export { callApi, type AnyCall, type CallOptions } from './fetcher'
export { browserStorage, memoryStorage, type KeyValueStorage } from './storage'
export * from './hooks'
