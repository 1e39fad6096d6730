import type { ComponentType, MouseEventHandler, ReactNode } from 'react'

/** What a link component receives, so the app can pass its router's Link and ui stays router-free. */
export interface NavLinkProps {
  /** Where the link goes. */
  href: string
  /** Styling hook from the styled wrapper. */
  className?: string
  /** Set on the link of the current page. */
  'aria-current'?: 'page'
  /** Called on activation (e.g. to close a drawer). */
  onClick?: MouseEventHandler<HTMLAnchorElement>
  children?: ReactNode
}

/** A link component: a plain anchor by default, the router's Link in the app. */
export type LinkComponent = ComponentType<NavLinkProps>

/** The default link: a plain anchor. */
export function PlainLink({ href, children, ...rest }: NavLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}

/** Whether `href` is the current page or a page under it (/team matches /team/level). */
export function isCurrent(href: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined) return false
  if (href === currentPath) return true
  return href !== '/' && currentPath.startsWith(href.endsWith('/') ? href : `${href}/`)
}
