import type { ReactNode } from 'react'

/** One column: its header (also the label of the value on phones) and how a row shows in it. */
export interface TableColumn<T> {
  /** Stable key of the column. */
  key: string
  /** Column header; on phones, the label before the value. */
  header: string
  /** What a row shows in this column. */
  render: (row: T) => ReactNode
  /** Alignment of the cells: numbers read best at the end. */
  align?: 'start' | 'center' | 'end'
  /**
   * Free text (a description, a name) that may wrap between its words. Other columns hold
   * amounts, dates and ids, which stay on one line: the column grows and the table scrolls.
   */
  wrap?: boolean
}
