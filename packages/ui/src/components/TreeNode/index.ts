export { TreeNode } from './TreeNode'
export type { TreeNodeProps } from './TreeNode'
