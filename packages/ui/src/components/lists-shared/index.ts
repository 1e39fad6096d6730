// Small helpers the list, team and shell components share; not part of the public barrel.
export { formatDate } from './format-date'
export { useMediaQuery } from './use-media-query'
export { PlainLink, isCurrent } from './nav-link'
export type { NavLinkProps, LinkComponent } from './nav-link'
export { ErrorPanel } from './ErrorPanel'
export type { ErrorPanelProps } from './ErrorPanel'
export { wholeValue, figureBox, FitFigure } from './whole-value'
