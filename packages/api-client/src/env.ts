// Where the API lives. Read once from the build's environment, overridable at run time so Node
// tests (which have no page origin) can point the client at an absolute URL.
import { API_BASE } from '@trellis/contract'

interface ApiConfig {
  /** The API base: a path such as '/api' or an absolute URL such as 'http://localhost/api'. */
  baseUrl: string
}

function fromBuildEnv(): string | undefined {
  // import.meta.env exists under Vite only; Node and other bundlers leave it undefined.
  const env = (import.meta as { env?: Record<string, unknown> }).env
  const value = env?.VITE_API_BASE
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

function normalise(base: string): string {
  return base.endsWith('/') ? base.slice(0, -1) : base
}

const config: ApiConfig = { baseUrl: normalise(fromBuildEnv() ?? API_BASE) }

/** Changes the client's configuration (for tests, demos and embedding). */
export function configureApi(next: Partial<ApiConfig>): void {
  if (next.baseUrl !== undefined) config.baseUrl = normalise(next.baseUrl)
}

/** The API base every call is sent under. */
export function apiBase(): string {
  return config.baseUrl
}
