// A sentence from the server ("Withdrawal to 0x12…") whose hashes and addresses are shortened in
// the middle like the Transaction column's: a 42-character address does not push a history
// table's other columns out of view, and hovering or copying still gives all of it.
import { Fragment } from 'react'
import { ShortValue } from '@trellis/ui'

/** A 0x-prefixed hex value long enough to be a hash or an address. */
const HASH = /(0x[0-9a-fA-F]{16,})/

/** `text` with every long 0x value shown as a ShortValue. */
export function ShortHashes({ text }: { text: string }) {
  const parts = text.split(HASH)
  if (parts.length === 1) return <>{text}</>
  return (
    <>
      {parts.map((part, index) =>
        // split with a capturing group puts the matches at the odd indexes.
        index % 2 === 1 ? (
          <ShortValue key={index} value={part} />
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  )
}
