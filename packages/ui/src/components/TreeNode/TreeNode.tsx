import { hasActiveStatus, type TreeNode as TreeNodeData } from '@trellis/contract'
import { StatusBadge } from '../Badge'
import { useUiMemberT } from '../../i18n/use-ui-member-t'
import { Card, Id, Label, More, Name, Stats } from './TreeNode.styles'

/** Props of {@link TreeNode}. */
export interface TreeNodeProps {
  /** The member this card shows. */
  member: TreeNodeData
  /** The member the tree is centred on: drawn with the primary accent. */
  isRoot?: boolean
  /** Id of the name element, so a tree item can be labelled by it. */
  nameId?: string
}

/** A member's card in the tree: name, user id, status, team size and how many referrals are not shown. */
export function TreeNode({ member, isRoot = false, nameId }: TreeNodeProps) {
  const fullName = `${member.firstName} ${member.lastName}`.trim()
  const tm = useUiMemberT()
  return (
    <Card $isRoot={isRoot} data-user-id={member.userId}>
      <Label id={nameId}>
        <Name title={fullName}>{fullName}</Name>
        <Id> {member.userId}</Id>
      </Label>
      <StatusBadge isActive={hasActiveStatus(member.totalInvestment)} />
      {/* The numbers stay text nodes of their own, as they were before the catalogue: Chromium
          shapes each node apart, and one node for "+1 more" moved the glyphs by a pixel. */}
      <Stats>
        {member.directCount}
        {tm('treeDirect')}
        {member.teamCount}
        {tm('treeTeam')}
      </Stats>
      {member.hiddenChildren > 0 && (
        <More>
          +{member.hiddenChildren}
          {tm('treeMore')}
        </More>
      )}
    </Card>
  )
}
