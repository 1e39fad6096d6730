// The language switch of the login page and the profile (issue 27). `onChange` lets the profile
// save the choice on the member as well (so mails follow it).
import { localeNames, locales, type Locale } from '@trellis/contract'
import { LanguageSwitch } from '@trellis/ui'
import { useLocaleSwitch } from './AppI18n'

/** Props of LanguageSwitcher. */
export interface LanguageSwitcherProps {
  /** Called after the page has switched. */
  onChange?: (locale: Locale) => void
  /** A sentence under the switch. */
  hint?: string
}

/** Switches the page's language and remembers it on the device. */
export function LanguageSwitcher({ onChange, hint }: LanguageSwitcherProps) {
  const { locale, setLocale } = useLocaleSwitch()
  return (
    <LanguageSwitch
      value={locale}
      options={locales.map((l) => ({ value: l, label: localeNames[l] }))}
      hint={hint}
      onChange={(next) => {
        void setLocale(next, true).then(() => onChange?.(next))
      }}
    />
  )
}
