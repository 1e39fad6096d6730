import type { ComponentType, ReactNode } from 'react'

/** The props ui passes to a link: enough for a plain <a> or a router's Link adapter. */
export interface LinkLikeProps {
  href: string
  className?: string
  children?: ReactNode
}

/**
 * A link renderer. ui stays router-free: the app passes an adapter around its router's Link
 * (e.g. `({ href, ...p }) => <Link to={href} {...p} />`); the default is a plain <a>.
 * Structurally the same shape as the shell's link props, so one adapter serves both.
 */
export type LinkComponent = ComponentType<LinkLikeProps>

/** The default link: a plain anchor. */
export function PlainLink({ href, children, ...rest }: LinkLikeProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
