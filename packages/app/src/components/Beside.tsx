// A form beside its history on a desktop, one above the other on phones (see BesideColumns).
import type { ReactNode } from 'react'
import { BesideBox, BesideColumns } from './layout'

/** Props of Beside. */
export interface BesideProps {
  /** The form's column (one element), then the history. */
  children: ReactNode
}

/** A form and its history: side by side where a desktop has room, stacked on phones. */
export function Beside({ children }: BesideProps) {
  return (
    <BesideBox>
      <BesideColumns>{children}</BesideColumns>
    </BesideBox>
  )
}
