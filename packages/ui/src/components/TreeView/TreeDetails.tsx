import type { ReactNode } from 'react'
import type { TreeNode as TreeNodeData } from '@trellis/contract'
import { formatUsd, hasActiveStatus } from '@trellis/contract'
import { StatusBadge } from '../Badge'
import { formatDate } from '../lists-shared'
import { useUiMemberT } from '../../i18n/use-ui-member-t'
import { Details, DetailLabel, DetailRow, DetailValue } from './TreeView.styles'

/** Props of {@link TreeDetails}. */
export interface TreeDetailsProps {
  member: TreeNodeData
  /** BCP 47 locale for the joined date. */
  locale: string
}

/** The details popup's body: who the member is and how their team stands. */
export function TreeDetails({ member, locale }: TreeDetailsProps) {
  const tm = useUiMemberT()
  const rows: [string, ReactNode][] = [
    [tm('treeUserId'), member.userId],
    [tm('treeName'), `${member.firstName} ${member.lastName}`.trim()],
    [tm('treeJoined'), formatDate(member.createdAt, locale)],
    [tm('treeInvestment'), formatUsd(member.totalInvestment)],
    [
      tm('treeStatus'),
      <StatusBadge key="status" isActive={hasActiveStatus(member.totalInvestment)} />,
    ],
    [tm('treeDirects'), String(member.directCount)],
    [tm('treeTeamSize'), String(member.teamCount)],
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
