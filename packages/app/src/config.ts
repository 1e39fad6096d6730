// The app's configuration, read from the environment in one place (Vite's import.meta.env).
import { DEFAULT_NOTICE } from '@trellis/contract'

/** localStorage key an operator (or a member's browser) can set to override the notice. */
export const NOTICE_STORAGE_KEY = 'trellis.notice'

/** A clearly fake sample address, shown marked as sample when no real one is configured. */
export const SAMPLE_DEPOSIT_ADDRESS = '0x000000000000000000000000000000000000dEaD'

const env: ImportMetaEnv = import.meta.env ?? {}

function clean(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** Only http(s) links are accepted, so a bad setting can never become a javascript: link. */
function safeUrl(value: string | undefined, fallback: string): string {
  const v = clean(value)
  if (!v) return fallback
  try {
    const url = new URL(v)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : fallback
  } catch {
    return fallback
  }
}

const depositAddress = clean(env.VITE_DEPOSIT_ADDRESS)

/** Support and community links, the deposit address, the notice default. */
export const appConfig = {
  supportUrl: safeUrl(env.VITE_SUPPORT_URL, 'https://t.me/trellis_support'),
  supportLabel: clean(env.VITE_SUPPORT_LABEL) ?? 'Support',
  communityUrl: safeUrl(env.VITE_COMMUNITY_URL, 'https://t.me/trellis_community'),
  communityLabel: clean(env.VITE_COMMUNITY_LABEL) ?? 'Community',
  depositAddress: depositAddress ?? SAMPLE_DEPOSIT_ADDRESS,
  /** True when no receiving address is configured: the UI marks the address as a sample. */
  isSampleDepositAddress: depositAddress === undefined,
  defaultNotice: clean(env.VITE_NOTICE) ?? DEFAULT_NOTICE,
  isMockMode: env.VITE_API_MOCK === '1',
} as const

/** The scrolling notice: localStorage override first, then the configured default. */
export function noticeText(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()) {
  try {
    return clean(storage?.getItem(NOTICE_STORAGE_KEY) ?? undefined) ?? appConfig.defaultNotice
  } catch {
    return appConfig.defaultNotice
  }
}

/** The referral link that opens sign-up with the member as sponsor. */
export function referralLink(userId: string, origin: string = currentOrigin()): string {
  return `${origin}/login/${encodeURIComponent(userId)}`
}

function currentOrigin(): string {
  return clean(env.VITE_APP_ORIGIN) ?? (typeof window !== 'undefined' ? window.location.origin : '')
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined
  } catch {
    return undefined
  }
}
