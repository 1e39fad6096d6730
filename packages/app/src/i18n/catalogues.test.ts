// Every catalogue in every language (issue 27): Hindi has a text for each English id and no
// other, each Hindi text uses the same placeholders as its English, and every text parses (a
// plural has its `other`). A missing or mistyped translation fails here, not on a member's phone.
import { describe, expect, it } from 'vitest'
import {
  englishMessages,
  formatMessage,
  historyEnglish,
  mailEnglish,
  messageArguments,
  opsRoleNames,
  opsRoles,
} from '@trellis/contract'
import { hiHistory, hiMessages } from '@trellis/contract/i18n/hi'
import { hiMail } from '@trellis/contract/i18n/hi-mail'
import { hiTemplates } from '@trellis/contract/i18n/hi-templates'
import { englishTemplates } from '@trellis/contract/i18n/templates'
import { uiEnglish, uiMemberEnglish } from '@trellis/ui'
import { uiHindi } from '@trellis/ui/i18n/hi'
import { uiMemberHindi } from '@trellis/ui/i18n/hi-member'
import { appEnglish } from './english'
import { appHindi } from './hi'
import { appPublicHindi } from './hi-public'
import { consoleCatalogues, consoleEnglish } from '../console/i18n/en'
import { consoleHindi } from '../console/i18n/hi'

const prefixed = (namespace: string, words: Record<string, string>) =>
  Object.fromEntries(Object.entries(words).map(([k, v]) => [`${namespace}.${k}`, v]))

const merged = (catalogues: Record<string, Record<string, string>>) =>
  Object.assign({}, ...Object.entries(catalogues).map(([n, w]) => prefixed(n, w))) as Record<
    string,
    string
  >

const pairs: Array<[string, Record<string, string>, Record<string, string>]> = [
  ['contract messages', englishMessages, hiMessages],
  ['mails', mailEnglish, hiMail],
  // The history lines' words: titles, wallets, the source line, the CSV statement's columns.
  ['history', historyEnglish, hiHistory],
  // Messages with a count, an amount or a time in them, loaded when a page meets one.
  ['templates', englishTemplates, hiTemplates],
  ['ui', prefixed('ui', uiEnglish), uiHindi],
  ['member ui', prefixed('uiMember', uiMemberEnglish), uiMemberHindi],
  ['app', merged(appEnglish), { ...appPublicHindi, ...appHindi }],
  // The operator console's own words and the server's words to operators (its own chunk).
  ['console', merged(consoleCatalogues), consoleHindi],
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

describe('the console catalogue', () => {
  it('describes each role in the contract’s words', () => {
    for (const role of opsRoles)
      expect(formatMessage('en', consoleEnglish.roleDescription, { role })).toBe(opsRoleNames[role])
  })
})
