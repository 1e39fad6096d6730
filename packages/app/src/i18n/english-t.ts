// A screen's English words outside React (issue 27): the sentence helpers that the parity tests
// call without a page (what a confirmation says) default to this translator.
import { formatMessage } from '@trellis/contract'
import type { Translate } from '@trellis/ui'

/** `t(id, values)` over `english`, always in English. */
export function englishT<E extends Record<string, string>>(
  english: E,
): Translate<keyof E & string> {
  return (id, values) => formatMessage('en', english[id] ?? id, values)
}
