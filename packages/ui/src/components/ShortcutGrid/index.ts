export { ShortcutGrid } from './ShortcutGrid'
export type { ShortcutGridProps, ShortcutItem } from './ShortcutGrid'
export { PlainLink } from './link-component'
export type { LinkComponent, LinkLikeProps } from './link-component'
