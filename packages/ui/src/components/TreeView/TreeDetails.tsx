import type { ReactNode } from 'react'
import type { TreeNode as TreeNodeData } from '@trellis/contract'
import { formatUsd, hasActiveStatus } from '@trellis/contract'
import { StatusBadge } from '../Badge'
import { formatDate } from '../lists-shared'
import { Details, DetailLabel, DetailRow, DetailValue } from './TreeView.styles'

/** Props of {@link TreeDetails}. */
export interface TreeDetailsProps {
  member: TreeNodeData
  /** BCP 47 locale for the joined date. */
  locale: string
}

/** The details popup's body: who the member is and how their team stands. */
export function TreeDetails({ member, locale }: TreeDetailsProps) {
  const rows: [string, ReactNode][] = [
    ['User ID', member.userId],
    ['Name', `${member.firstName} ${member.lastName}`.trim()],
    ['Joined', formatDate(member.createdAt, locale)],
    ['Investment', formatUsd(member.totalInvestment)],
    ['Status', <StatusBadge key="status" isActive={hasActiveStatus(member.totalInvestment)} />],
    ['Direct referrals', String(member.directCount)],
    ['Team size', String(member.teamCount)],
  ]
  return (
    <Details>
      {rows.map(([label, value]) => (
        <DetailRow key={label}>
          <DetailLabel>{label}</DetailLabel>
          <DetailValue>{value}</DetailValue>
        </DetailRow>
      ))}
    </Details>
  )
}
