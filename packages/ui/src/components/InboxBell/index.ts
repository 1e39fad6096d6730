export { InboxBell } from './InboxBell'
export type { InboxBellProps } from './InboxBell'
