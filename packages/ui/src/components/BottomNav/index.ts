export { BottomNav, bottomNavItems, isSectionCurrent } from './BottomNav'
export type { BottomNavProps, BottomNavItem } from './BottomNav'
