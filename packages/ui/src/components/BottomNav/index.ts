export { BottomNav, bottomNavItems } from './BottomNav'
export type { BottomNavProps, BottomNavItem } from './BottomNav'
