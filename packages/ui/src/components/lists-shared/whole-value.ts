import styled, { css } from 'styled-components'
import type { font } from '../../tokens'

type FontSize = keyof typeof font.size

/**
 * Amounts, dates and ids are read as one token: a line break inside "$123,456,789.50" or
 * "2026-11-21" makes two numbers of one. They keep to one line and let the box around them grow
 * or scroll instead (a table column widens, its wrapper scrolls).
 */
export const wholeValue = css`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`

/**
 * The box of a {@link FitFigure}: its width is set by its parent, never by the figure, so the
 * figure can size itself against it (container query units).
 */
export const figureBox = css`
  container-type: inline-size;
`

/**
 * Widest advance of a character of a figure, in em: a tabular digit of Inter is about 0.6 em in
 * bold; 0.64 leaves room for the dollar sign and a heavier fallback font.
 */
const CHAR_EM = 0.64

/**
 * A large figure in a narrow card (a wallet's balance, a tile's value, the gauge's amount): on one
 * line, at its full size when it fits and smaller when a long number would not. Put it in a box
 * with {@link figureBox}; `$chars` is the length of the text, `$size` its full size.
 */
export const FitFigure = styled.span<{ $chars: number; $size: FontSize }>`
  ${wholeValue}
  font-size: min(
    ${({ theme, $size }) => theme.font.size[$size]},
    calc(100cqi / ${({ $chars }) => Math.max($chars, 1) * CHAR_EM})
  );
`
