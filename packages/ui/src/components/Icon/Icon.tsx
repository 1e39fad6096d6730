import type { SVGProps } from 'react'
import { iconPaths, type IconName } from './icon-paths'

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  /** Which icon to draw. */
  name: IconName
  /** Width and height in px (or any CSS length). Defaults to 24. */
  size?: number | string
  /**
   * Text alternative. Give it when the icon carries meaning on its own; leave it out for icons
   * next to a visible label, which are then hidden from assistive technology.
   */
  title?: string
}

/** An inline SVG icon drawn in the current text colour. */
export function Icon({ name, size = 24, title, ...rest }: IconProps) {
  const labelled = title !== undefined && title !== ''
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
      data-icon={name}
      {...rest}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
