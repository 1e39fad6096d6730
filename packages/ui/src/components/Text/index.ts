export { Text, Heading } from './Text'
export type { TextProps, HeadingProps } from './Text'
export type { TextTone, TextSize } from './Text.styles'
