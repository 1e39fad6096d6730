// The level view screen's English words (issue 27); the level table's own words are the ui's.
import { createTranslator } from '@trellis/ui'

/** The English words of the level view screen. */
export const levelViewEnglish = {
  title: 'Level View',
  theLevels: 'your levels',
  theMembers: 'the members of this level',
} as const

/** `t(id, values)` over the level view screen's words. */
export const useLevelViewT = createTranslator('levelView', levelViewEnglish)
