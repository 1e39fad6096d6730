// Small layout helpers shared by the screens: spacing only, colours from the theme.
import styled from 'styled-components'

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

/** A responsive grid of cards or tiles. */
export const TileGrid = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`

/** A row of links or buttons that wraps on phones. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
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
