export { palette } from './color'
export { space, radius, shadow } from './space'
export { font } from './typography'
export { breakpoints, media, motion } from './breakpoints'
