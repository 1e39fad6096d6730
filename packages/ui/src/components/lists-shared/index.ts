// Small helpers the list, team and shell components share; not part of the public barrel.
export { formatDate } from './format-date'
export { useMediaQuery } from './use-media-query'
export { PlainLink, isCurrent } from './nav-link'
export type { NavLinkProps, LinkComponent } from './nav-link'
export { ErrorPanel } from './ErrorPanel'
export { FitFigure } from './whole-value'
export { ShortValue, shortenMiddle } from './short-value'
export type { ShortValueProps } from './short-value'
