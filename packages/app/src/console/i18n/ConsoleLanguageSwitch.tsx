// The console's language switch (on its sign-in page): the ui's switch, remembered on the device
// (cookie and localStorage, as the member app's); an operator's language needs no server column.
import { localeNames, locales } from '@trellis/contract'
import { LanguageSwitch } from '@trellis/ui'
import { useLocaleSwitch } from '../../i18n/AppI18n'

/** Switches the page's language (the console's words follow: ConsoleI18n). */
export function ConsoleLanguageSwitch() {
  const { locale, setLocale } = useLocaleSwitch()
  return (
    <LanguageSwitch
      value={locale}
      options={locales.map((l) => ({ value: l, label: localeNames[l] }))}
      // Not a member's choice: a member signing in later on this device is not told of it.
      onChange={(next) => void setLocale(next, false).catch(() => undefined)}
    />
  )
}
