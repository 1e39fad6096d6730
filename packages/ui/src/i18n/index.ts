export { I18nProvider, useLocale, useMessageText, createTranslator } from './I18nContext'
export type { Catalogue, I18nProviderProps, Translate } from './I18nContext'
export { uiEnglish, type UiMessageId } from './en'
export { uiMemberEnglish } from './en-member'
