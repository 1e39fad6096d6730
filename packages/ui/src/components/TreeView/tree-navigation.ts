import type { TreeNode as TreeNodeData } from '@trellis/contract'

/** A node of the tree with where it sits, in the order a reader meets it (depth first). */
export interface FlatNode {
  node: TreeNodeData
  /** 1 for the centred member. */
  level: number
  parentId: string | null
}

/** Lists every shown node depth first: the order of Up and Down. */
export function flattenTree(root: TreeNodeData): FlatNode[] {
  const out: FlatNode[] = []
  const walk = (node: TreeNodeData, level: number, parentId: string | null) => {
    out.push({ node, level, parentId })
    for (const child of node.children) walk(child, level + 1, node.userId)
  }
  walk(root, 1, null)
  return out
}

export type TreeKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End'

const TREE_KEYS = new Set<string>([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
])

/** Whether a key moves focus in the tree. */
export function isTreeKey(key: string): key is TreeKey {
  return TREE_KEYS.has(key)
}

/**
 * The node focus moves to on a key, following the WAI-ARIA tree pattern for an always-expanded
 * tree: Down/Up go to the next/previous node, Right to the first child, Left to the parent,
 * Home/End to the first/last node. Returns the current id when there is nowhere to go.
 */
export function nextFocusId(flat: FlatNode[], currentId: string, key: TreeKey): string {
  const index = flat.findIndex((f) => f.node.userId === currentId)
  const current = flat[index]
  if (!current) return flat[0]?.node.userId ?? currentId
  switch (key) {
    case 'ArrowDown':
      return flat[index + 1]?.node.userId ?? currentId
    case 'ArrowUp':
      return flat[index - 1]?.node.userId ?? currentId
    case 'ArrowRight':
      return current.node.children[0]?.userId ?? currentId
    case 'ArrowLeft':
      return current.parentId ?? currentId
    case 'Home':
      return flat[0]?.node.userId ?? currentId
    case 'End':
      return flat[flat.length - 1]?.node.userId ?? currentId
  }
}
