import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { useTheme } from 'styled-components'
import { StyledHeading, StyledText, type TextSize, type TextTone } from './Text.styles'

/** Props of {@link Text}. */
export interface TextProps extends ComponentPropsWithoutRef<'p'> {
  /** Colour by meaning; every tone meets AA contrast on the theme's surfaces. */
  tone?: TextTone
  /** A step of the type scale (default md = 16 px). */
  size?: TextSize
  /** Font weight name (default regular). */
  weight?: 'regular' | 'medium' | 'semibold' | 'bold'
  /** The element: a paragraph by default, `span` inside a line, `div` around blocks. */
  as?: 'p' | 'span' | 'div'
  /** The text. */
  children?: ReactNode
}

/** Body text in the theme's type scale and colours. */
export function Text({
  tone = 'default',
  size = 'md',
  weight = 'regular',
  as = 'p',
  children,
  ...rest
}: TextProps) {
  const theme = useTheme()
  return (
    <StyledText as={as} $tone={tone} $size={size} $weight={theme.font.weight[weight]} {...rest}>
      {children}
    </StyledText>
  )
}

const LEVEL_SIZE: Record<1 | 2 | 3 | 4, TextSize> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md' }

/** Props of {@link Heading}. */
export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  /** The outline level (h1–h4); sets the default size too. */
  level?: 1 | 2 | 3 | 4
  /** Override the size when the look and the outline differ. */
  size?: TextSize
  /** The heading text. */
  children?: ReactNode
}

/** A heading whose level follows the page outline and whose size follows the type scale. */
export function Heading({ level = 2, size, children, ...rest }: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} $size={size ?? LEVEL_SIZE[level]} {...rest}>
      {children}
    </StyledHeading>
  )
}
