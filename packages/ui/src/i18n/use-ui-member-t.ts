// The member-only ui components' translator (issue 27): English words as the fallback.
import { createTranslator } from './I18nContext'
import { uiMemberEnglish } from './en-member'

/** `t(id, values)` over the member-only ui catalogue. */
export const useUiMemberT = createTranslator('uiMember', uiMemberEnglish)
