// The console's sections, each shown only to a role that may read it (the role table decides).
import type { ReactNode } from 'react'
import { Icon } from '@trellis/ui'
import type { OpsCallName, OpsRole } from '@trellis/contract'
import { can } from './permissions'

/** One section of the console: its link and the read that fills it. */
export interface ConsoleSection {
  label: string
  href: string
  read: OpsCallName
  icon: ReactNode
  /** On the phone's bottom bar too (the rest are in the menu). */
  primary?: boolean
}

const icon = (name: Parameters<typeof Icon>[0]['name']) => <Icon name={name} size={22} />

export const consoleSections: ConsoleSection[] = [
  {
    label: 'Dashboard',
    href: '/ops/dashboard',
    read: 'opsDashboard',
    icon: icon('home'),
    primary: true,
  },
  {
    label: 'Deposits',
    href: '/ops/deposits',
    read: 'opsDeposits',
    icon: icon('deposit'),
    primary: true,
  },
  {
    label: 'Withdrawals',
    href: '/ops/withdrawals',
    read: 'opsWithdrawals',
    icon: icon('withdraw'),
    primary: true,
  },
  {
    label: 'Members',
    href: '/ops/members',
    read: 'opsMemberSearch',
    icon: icon('team'),
    primary: true,
  },
  {
    label: 'Bonuses and adjustments',
    href: '/ops/proposals',
    read: 'opsProposals',
    icon: icon('earning'),
  },
  { label: 'Reports', href: '/ops/reports', read: 'opsDailyReport', icon: icon('invest') },
  { label: 'Audit log', href: '/ops/audit', read: 'opsAudit', icon: icon('check') },
  { label: 'Operators', href: '/ops/operators', read: 'opsOperators', icon: icon('profile') },
  { label: 'Settings', href: '/ops/settings', read: 'opsSettings', icon: icon('wallet') },
]

/** The sections `role` may open, in menu order. */
export function sectionsFor(role: OpsRole | undefined): ConsoleSection[] {
  return consoleSections.filter((section) => can(role, section.read))
}
