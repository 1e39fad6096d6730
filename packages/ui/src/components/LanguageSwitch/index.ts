export { LanguageSwitch } from './LanguageSwitch'
export type { LanguageOption, LanguageSwitchProps } from './LanguageSwitch'
