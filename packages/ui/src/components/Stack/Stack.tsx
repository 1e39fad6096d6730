import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { InlineRoot, StackRoot, type Align, type Justify, type SpaceStep } from './Stack.styles'

/** Props of {@link Stack}. */
export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  /** Space between children, a step of the theme's scale (default 4 = 16 px). */
  gap?: SpaceStep
  /** Cross-axis alignment (default stretch: children take the full width). */
  align?: Align
  /** The children, top to bottom. */
  children?: ReactNode
}

/** Children one under another with even spacing from the theme. */
export function Stack({ gap = 4, align = 'stretch', children, ...rest }: StackProps) {
  return (
    <StackRoot $gap={gap} $align={align} {...rest}>
      {children}
    </StackRoot>
  )
}

/** Props of {@link Inline}. */
export interface InlineProps extends ComponentPropsWithoutRef<'div'> {
  /** Space between children, a step of the theme's scale (default 2 = 8 px). */
  gap?: SpaceStep
  /** Vertical alignment (default center). */
  align?: Align
  /** Horizontal distribution (default start). */
  justify?: Justify
  /** Wrap onto more lines when the row is too narrow (default true: phones first). */
  wrap?: boolean
  /** The children, left to right. */
  children?: ReactNode
}

/** Children side by side, wrapping on narrow screens. */
export function Inline({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  children,
  ...rest
}: InlineProps) {
  return (
    <InlineRoot $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest}>
      {children}
    </InlineRoot>
  )
}
