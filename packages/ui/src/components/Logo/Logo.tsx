import styled from 'styled-components'
import { logoMark } from './logo-mark'

/** Props of {@link Logo}. */
export interface LogoProps {
  /** The mark's height in px; the wordmark is sized from it. Defaults to 32. */
  size?: number
  /** Whether to write the name beside the mark (the default); the mark alone is labelled. */
  withWordmark?: boolean
  className?: string
}

const Brand = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => `${String(Math.round($size / 3))}px`};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ $size }) => `${String(Math.round($size * 0.72))}px`};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
  line-height: 1;
  white-space: nowrap;

  svg {
    flex: none;
  }
  rect {
    fill: ${({ theme }) => theme.color.primary};
  }
  g {
    fill: ${({ theme }) => theme.color.onPrimary};
    stroke: ${({ theme }) => theme.color.onPrimary};
  }
`

/** The brand's mark, drawn in the theme's primary colour (light and dark). */
function Mark({ size, label }: { size: number; label?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-logo-mark=""
    >
      <rect width="32" height="32" rx={logoMark.tileRadius} />
      <g>
        <path
          d={logoMark.branches}
          fill="none"
          strokeWidth={logoMark.stroke}
          strokeLinecap="round"
        />
        {logoMark.nodes.map(([cx, cy]) => (
          <circle
            key={`${String(cx)},${String(cy)}`}
            cx={cx}
            cy={cy}
            r={logoMark.nodeRadius}
            stroke="none"
          />
        ))}
      </g>
    </svg>
  )
}

/** The Trellis logo: the mark and, by default, the wordmark beside it. */
export function Logo({ size = 32, withWordmark = true, className }: LogoProps) {
  return (
    <Brand $size={size} className={className}>
      <Mark size={size} {...(withWordmark ? {} : { label: 'Trellis' })} />
      {withWordmark ? <span>Trellis</span> : null}
    </Brand>
  )
}
