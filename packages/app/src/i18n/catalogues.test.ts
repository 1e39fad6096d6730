// Every catalogue in every language (issue 27): Hindi has a text for each English id and no
// other, each Hindi text uses the same placeholders as its English, and every text parses (a
// plural has its `other`). A missing or mistyped translation fails here, not on a member's phone.
import { describe, expect, it } from 'vitest'
import { englishMessages, mailEnglish, messageArguments } from '@trellis/contract'
import { hiMessages } from '@trellis/contract/i18n/hi'
import { hiMail } from '@trellis/contract/i18n/hi-mail'
import { uiEnglish, uiMemberEnglish } from '@trellis/ui'
import { uiHindi } from '@trellis/ui/i18n/hi'
import { uiMemberHindi } from '@trellis/ui/i18n/hi-member'
import { appEnglish } from './english'
import { appHindi } from './hi'
import { appPublicHindi } from './hi-public'

const prefixed = (namespace: string, words: Record<string, string>) =>
  Object.fromEntries(Object.entries(words).map(([k, v]) => [`${namespace}.${k}`, v]))

const pairs: Array<[string, Record<string, string>, Record<string, string>]> = [
  ['contract messages', englishMessages, hiMessages],
  ['mails', mailEnglish, hiMail],
  ['ui', prefixed('ui', uiEnglish), uiHindi],
  ['member ui', prefixed('uiMember', uiMemberEnglish), uiMemberHindi],
  [
    'app',
    Object.assign({}, ...Object.entries(appEnglish).map(([n, w]) => prefixed(n, w))) as Record<
      string,
      string
    >,
    { ...appPublicHindi, ...appHindi },
  ],
]

describe.each(pairs)('the %s catalogue', (_name, english, hindi) => {
  it('has a Hindi text for every English id, and no id English lacks', () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort())
  })

  it('says the same placeholders in Hindi as in English, and every text parses', () => {
    const mismatched = Object.keys(english).filter((id) => {
      const hi = hindi[id]
      return (
        hi !== undefined && messageArguments(hi).join() !== messageArguments(english[id]!).join()
      )
    })
    expect(mismatched).toEqual([])
  })

  it('has no Hindi text left empty or in English', () => {
    const untranslated = Object.keys(english).filter((id) => {
      const hi = hindi[id]?.trim() ?? ''
      // Words that are the same in both (codes such as KYC, a pattern of placeholders only) are
      // allowed; a sentence is not.
      const words = hi.replace(/\{[^{}]*\}/g, '')
      return hi === '' || (hi === english[id] && /\s/.test(hi) && /\p{L}/u.test(words))
    })
    expect(untranslated).toEqual([])
  })
})
