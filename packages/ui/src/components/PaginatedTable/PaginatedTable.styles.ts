import styled, { css } from 'styled-components'

type Align = 'start' | 'center' | 'end'

const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`

const titleText = css`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
`

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`

export const Title = styled.p<{ $hidden: boolean }>`
  margin: 0;
  ${titleText}
  ${({ $hidden }) => $hidden && hidden}
`

export const TableWrap = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  ${titleText}
  ${({ $hidden }) => $hidden && hidden}
`

const cell = css<{ $align: Align }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`

export const HeadCell = styled.th<{ $align: Align }>`
  ${cell}
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  white-space: nowrap;
`

// Amounts, dates and ids stay whole ("anywhere" let the table squeeze "$123,456,789.50" onto two
// lines, and "2026-11-21" broke at a hyphen): their column grows and the wrapper scrolls. Free-text
// columns wrap between words, and inside a word only when it is wider than the whole column.
export const Cell = styled.td<{ $align: Align; $wrap: boolean }>`
  ${cell}
  font-variant-numeric: tabular-nums;
  ${({ $wrap }) => ($wrap ? 'overflow-wrap: break-word;' : 'white-space: nowrap;')}
`

export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const CardItem = styled.li`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};

  dl {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
  }
`

export const Field = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`

export const FieldLabel = styled.dt`
  flex: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`

// An amount, date or id stays on one line (the card has room for it beside its label); free text
// wraps between its words.
export const FieldValue = styled.dd<{ $wrap: boolean }>`
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  text-align: end;
  ${({ $wrap }) => ($wrap ? 'overflow-wrap: break-word;' : 'white-space: nowrap;')}
`
