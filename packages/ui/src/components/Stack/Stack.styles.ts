import styled from 'styled-components'
import type { space } from '../../tokens'

export type SpaceStep = keyof typeof space
export type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline'
export type Justify = 'start' | 'center' | 'end' | 'between'

const flexAlign = (a: Align) => (a === 'start' || a === 'end' ? `flex-${a}` : a)
const flexJustify = (j: Justify) =>
  j === 'between' ? 'space-between' : j === 'start' || j === 'end' ? `flex-${j}` : j

export const StackRoot = styled.div<{ $gap: SpaceStep; $align: Align }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => flexAlign($align)};
  min-width: 0;
`

export const InlineRoot = styled.div<{
  $gap: SpaceStep
  $align: Align
  $justify: Justify
  $wrap: boolean
}>`
  display: flex;
  flex-direction: row;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => flexAlign($align)};
  justify-content: ${({ $justify }) => flexJustify($justify)};
  min-width: 0;
`
