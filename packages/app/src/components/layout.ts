// Small layout helpers shared by the screens: spacing only, colours from the theme. Phones get one
// column; the desktop helpers (Beside, Readable, DashboardGrid) only change anything from the
// desktop width, so a phone's screen stays as it was.
import styled from 'styled-components'
import { media } from '@trellis/ui'

/** Vertical stack of form fields and actions. */
export const FormStack = styled.div`
  display: grid;
  gap: 16px;
`

/** Vertical stack of a screen's sections. */
export const ScreenStack = styled.div`
  display: grid;
  gap: 20px;
`

/**
 * The box of a Beside: on a desktop its own width decides whether the history fits beside the
 * form (a container query), since the side navigation and the screen's padding take part of the
 * window. Below the desktop width it is a plain box, so phones stay as they were.
 */
export const BesideBox = styled.div`
  min-width: 0;

  ${media.desktop} {
    container-type: inline-size;
  }
`

/**
 * A form (with what belongs to it: balances, the deposit address) and its history, in a
 * BesideBox. On phones one column, spaced like ScreenStack. On a desktop the form keeps a readable
 * width; where the box has room (about 1280 px windows and wider) the history sits beside it and
 * takes the rest: 26rem leaves a five- or six-column history about 570 px, enough for its
 * columns without scrolling.
 */
export const BesideColumns = styled.div`
  display: grid;
  gap: 20px;

  ${media.desktop} {
    gap: 24px;

    & > :first-child {
      max-width: 35rem;
    }
  }

  @container (min-width: 60rem) {
    grid-template-columns: minmax(0, 26rem) minmax(0, 1fr);
    align-items: start;

    & > :first-child {
      max-width: none;
    }
  }
`

/** A form without a history: on a desktop no wider than a form reads well. */
export const Readable = styled.div`
  ${media.desktop} {
    max-width: 35rem;
  }
`

/**
 * The dashboard's sections: one column on phones, spaced like ScreenStack; two on a desktop, where
 * a wide section (the banners, a row of tiles of its own) takes both. Dense placement lets a
 * narrow section fill the place left beside an earlier narrow one instead of leaving a hole.
 */
export const DashboardGrid = styled.div`
  display: grid;
  gap: 20px;

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-auto-flow: row dense;
    gap: 24px;
    align-items: start;
  }
`

/** A section of the DashboardGrid; `$isWide` ones span both desktop columns. */
export const DashboardCell = styled.div<{ $isWide?: boolean }>`
  min-width: 0;

  ${media.desktop} {
    grid-column: ${({ $isWide }) => ($isWide ? '1 / -1' : 'auto')};
  }
`

/** A responsive grid of cards or tiles. */
export const TileGrid = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`

/** A note marking sample (not real) content. */
export const SampleNote = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 12px;
  border-radius: 8px;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.warningBg};
`
