// The history lines' words (issue 27): the contract's `historyEnglish` (the memos, the CSV
// statement and the lists all say a line from it), Hindi in the `history.` catalogue.
import { historyEnglish, type SayHistory } from '@trellis/contract'
import { createTranslator } from './I18nContext'

const useHistoryT = createTranslator('history', historyEnglish)

/** Says history words in the page's language, for the contract's historyWords and sourceLine. */
export function useSayHistory(): SayHistory {
  return useHistoryT()
}
