// Barrel: lists, team and app-shell components, exported by name.
export { PaginatedTable } from './PaginatedTable'
export type { PaginatedTableProps, TableColumn } from './PaginatedTable'
export { TransactionList, signedAmount } from './TransactionList'
export type { TransactionListProps } from './TransactionList'
export { MemberList, MemberRow, MemberRowSkeleton, MemberIdentity, Avatar } from './MemberList'
export type {
  MemberListProps,
  MemberRowProps,
  MemberIdentityProps,
  AvatarProps,
} from './MemberList'
export { LevelSummary } from './LevelSummary'
export type { LevelSummaryProps } from './LevelSummary'
export { TreeNode } from './TreeNode'
export type { TreeNodeProps } from './TreeNode'
export { TreeView, flattenTree, nextFocusId } from './TreeView'
export type { TreeViewProps } from './TreeView'
export { BottomNav, bottomNavItems } from './BottomNav'
export type { BottomNavProps, BottomNavItem } from './BottomNav'
export { SideMenu, sideMenuItems } from './SideMenu'
export type { SideMenuProps, SideMenuItem } from './SideMenu'
export { TopBar } from './TopBar'
export type { TopBarProps } from './TopBar'
export { AppShell } from './AppShell'
export type { AppShellProps } from './AppShell'
export { formatDate, isCurrent, PlainLink, ShortValue, shortenMiddle } from './lists-shared'
export type { NavLinkProps, LinkComponent, ShortValueProps } from './lists-shared'
