import type { TreeNode as TreeNodeData } from '@trellis/contract'
import { TreeNode } from '../TreeNode'
import { Group, Item, NodeSlot } from './TreeView.styles'

/** Props of {@link TreeBranch}. */
export interface TreeBranchProps {
  node: TreeNodeData
  level: number
  /** Position among its siblings, 1-based, and how many siblings are shown. */
  posInSet: number
  setSize: number
  /** The node holding the roving tab stop. */
  focusedId: string
  /** Registers the tree item element, so focus can be moved to it. */
  register: (userId: string, el: HTMLDivElement | null) => void
}

/**
 * One member of the tree and, below it, its shown children. Only the member's card is the tree
 * item (its name is the card's text); the branch and row wrappers are layout, so the tree is
 * flat to assistive technology and structured by aria-level, aria-posinset and aria-setsize.
 */
export function TreeBranch({
  node,
  level,
  posInSet,
  setSize,
  focusedId,
  register,
}: TreeBranchProps) {
  const hasChildren = node.children.length > 0
  return (
    <Item>
      <NodeSlot
        ref={(el) => register(node.userId, el)}
        role="treeitem"
        aria-level={level}
        aria-posinset={posInSet}
        aria-setsize={setSize}
        aria-expanded={hasChildren ? true : undefined}
        aria-haspopup="dialog"
        tabIndex={node.userId === focusedId ? 0 : -1}
        data-user-id={node.userId}
      >
        <TreeNode member={node} isRoot={level === 1} />
      </NodeSlot>
      {hasChildren && (
        <Group>
          {node.children.map((child, i) => (
            <TreeBranch
              key={child.userId}
              node={child}
              level={level + 1}
              posInSet={i + 1}
              setSize={node.children.length}
              focusedId={focusedId}
              register={register}
            />
          ))}
        </Group>
      )}
    </Item>
  )
}
