export { Stack, Inline } from './Stack'
export type { StackProps, InlineProps } from './Stack'
export type { SpaceStep } from './Stack.styles'
