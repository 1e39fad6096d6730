/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MOCK?: string
  readonly VITE_SUPPORT_URL?: string
  readonly VITE_COMMUNITY_URL?: string
  readonly VITE_COMMUNITY_LABEL?: string
  readonly VITE_SUPPORT_LABEL?: string
  readonly VITE_DEPOSIT_ADDRESS?: string
  readonly VITE_NOTICE?: string
  readonly VITE_APP_ORIGIN?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
