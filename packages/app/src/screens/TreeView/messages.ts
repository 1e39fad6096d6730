// The tree view screen's English words (issue 27); the tree's own words are the ui's.
import { createTranslator } from '@trellis/ui'

/** The English words of the tree view screen. */
export const treeViewEnglish = {
  title: 'Tree View',
  theTree: 'the tree',
  back: 'Back to your tree',
} as const

/** `t(id, values)` over the tree view screen's words. */
export const useTreeViewT = createTranslator('treeView', treeViewEnglish)
