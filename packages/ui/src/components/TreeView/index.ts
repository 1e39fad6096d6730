export { TreeView } from './TreeView'
export type { TreeViewProps } from './TreeView'
export { flattenTree, nextFocusId } from './tree-navigation'
