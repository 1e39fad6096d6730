export { SideMenu, sideMenuItems } from './SideMenu'
export type { SideMenuProps, SideMenuItem } from './SideMenu'
