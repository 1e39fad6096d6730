import { useId } from 'react'
import { useUiT } from '../../i18n/use-ui-t'
import { Group, Hint, Legend, Option, Options } from './LanguageSwitch.styles'

/** One language of the switch. */
export interface LanguageOption<L extends string> {
  /** The language's code, e.g. 'hi' (also the button's `lang`). */
  value: L
  /** The language's own name, e.g. "हिन्दी" (never translated). */
  label: string
}

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps<L extends string> {
  /** The page's language. */
  value: L
  /** The languages offered. */
  options: LanguageOption<L>[]
  /** A language was pressed. */
  onChange: (value: L) => void
  /** A sentence under the switch, e.g. that mails follow it. */
  hint?: string | undefined
}

/**
 * The language switch: each language named in itself (a reader of the other language finds
 * theirs), as toggle buttons in a labelled group.
 */
export function LanguageSwitch<L extends string>({
  value,
  options,
  onChange,
  hint,
}: LanguageSwitchProps<L>) {
  const t = useUiT()
  const labelId = useId()
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Legend id={labelId}>{t('language')}</Legend>
      <Options>
        {options.map((option) => (
          <Option
            key={option.value}
            type="button"
            lang={option.value}
            aria-pressed={option.value === value}
            onClick={() => {
              if (option.value !== value) onChange(option.value)
            }}
          >
            {option.label}
          </Option>
        ))}
      </Options>
      {hint && <Hint>{hint}</Hint>}
    </Group>
  )
}
