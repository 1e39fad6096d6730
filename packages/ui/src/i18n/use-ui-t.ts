// The ui components' translator: their English words are the fallback (an English page loads
// no catalogue).
import { createTranslator } from './I18nContext'
import { uiEnglish } from './en'

/** `t(id, values)` over the ui catalogue. */
export const useUiT = createTranslator('ui', uiEnglish)
