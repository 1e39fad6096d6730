// Every template the server fills is read back whole, and said in each language (messages.ts
// `templates`, ./templates.ts).
import { describe, expect, it } from 'vitest'
import { factorTriesLeft } from '../factors'
import { economics } from '../economics'
import {
  messages,
  otpTriesLeft,
  payoutHoldMessage,
  sentTime,
  serverMessages,
  templates,
  transactionPasswordTriesLeft,
  tryAgainAfter,
  withdrawalLimit,
  withdrawalLimitLeft,
} from '../messages'
import { formatMessage, messageArguments } from './format'
import { hiMessages } from './hi'
import { hiTemplates } from './hi-templates'
import { localizeMessage, readTemplate } from './templates'

const until = '2026-11-27T10:15:00.000Z'

describe('readTemplate', () => {
  it('reads back each filled template with its values', () => {
    expect(readTemplate(tryAgainAfter(serverMessages.loginLocked, until))).toEqual({
      id: 'tryAgainAfter',
      values: { message: serverMessages.loginLocked, until },
    })
    expect(readTemplate(otpTriesLeft(4))).toEqual({ id: 'otpTriesLeft', values: { left: 4 } })
    expect(readTemplate(otpTriesLeft(1))).toEqual({ id: 'otpTriesLeft', values: { left: 1 } })
    expect(readTemplate(transactionPasswordTriesLeft(3))).toEqual({
      id: 'transactionPasswordTriesLeft',
      values: { left: 3 },
    })
    expect(localizeMessage(transactionPasswordTriesLeft(1), 'hi', hiMessages, hiTemplates)).toBe(
      'ट्रांज़ैक्शन पासवर्ड मेल नहीं खाता! 1 कोशिश बाकी।',
    )
    expect(readTemplate(factorTriesLeft(2))).toEqual({
      id: 'factorTriesLeft',
      values: { left: 2 },
    })
    expect(readTemplate(withdrawalLimit('$400.00', 'day'))).toEqual({
      id: 'withdrawalLimit',
      values: { limit: '$400.00', window: 'day' },
    })
    // The month is the select's `other` branch.
    expect(readTemplate(withdrawalLimitLeft('$2,000.00', 'month', '$100.00'))).toEqual({
      id: 'withdrawalLimitLeft',
      values: { limit: '$2,000.00', window: 'other', amount: '$100.00' },
    })
    const hold = readTemplate(payoutHoldMessage(until))
    expect(hold?.id).toBe('tryAgainAfter')
    expect(readTemplate(String(hold?.values.message))).toEqual({
      id: 'payoutHoldWait',
      values: { hours: 24 },
    })
  })

  it('reads nothing into a plain message or words of its own', () => {
    expect(readTemplate(serverMessages.loginLocked)).toBeNull()
    expect(readTemplate('Try again after lunch.')).toBeNull()
    expect(readTemplate('Invalid OTP. many tries left.')).toBeNull()
  })

  it('reads back every template, a new one included, filled with values of each kind', () => {
    const sample: Record<string, string | number> = {
      until: sentTime(until),
      message: serverMessages.loginLocked,
      left: 3,
      hours: 3,
      window: 'day',
      limit: '$1.00',
      amount: '$2.00',
      min: 10,
      multiple: 100,
      minimum: '$1.00',
      seen: 2,
      needed: 15,
    }
    for (const [id, template] of Object.entries(templates)) {
      const names = messageArguments(template)
      expect(
        names.filter((n) => !(n in sample)),
        id,
      ).toEqual([])
      const read = readTemplate(formatMessage('en', template, sample))
      expect(read?.id, id).toBe(id)
      for (const name of names)
        expect(read?.values[name], `${id} ${name}`).toBe(name === 'until' ? until : sample[name])
    }
  })
})

describe('localizeMessage', () => {
  const lock = tryAgainAfter(serverMessages.loginLocked, until)

  it('says a lock in English with its end in the given time zone', () => {
    expect(localizeMessage(lock, 'en', {}, undefined, 'Asia/Kolkata')).toBe(
      `${serverMessages.loginLocked} Try again after Nov 27, 2026, 3:45 PM.`,
    )
    expect(localizeMessage(lock, 'en', {}, undefined, 'UTC')).toBe(
      `${serverMessages.loginLocked} Try again after Nov 27, 2026, 10:15 AM.`,
    )
  })

  it('says it in Hindi, inner message and all', () => {
    const said = localizeMessage(lock, 'hi', hiMessages, hiTemplates, 'Asia/Kolkata')
    expect(said.startsWith(hiMessages['serverMessages.loginLocked'])).toBe(true)
    expect(said).toMatch(/ 27 .* 2026, 3:45 pm के बाद फिर कोशिश करें।$/)
    expect(
      localizeMessage(
        withdrawalLimitLeft('$400.00', 'day', '$100.00'),
        'hi',
        hiMessages,
        hiTemplates,
      ),
    ).toBe('निकासी की सीमा 24 घंटे में $400.00 है: अभी $100.00 बाकी है।')
    expect(localizeMessage(factorTriesLeft(1), 'hi', hiMessages, hiTemplates)).toBe(
      'कोड गलत है। 1 कोशिश बाकी।',
    )
  })

  it('leaves a template whose inner words no catalogue has in English, whole', () => {
    const odd = tryAgainAfter('Words no catalogue has.', until)
    expect(localizeMessage(odd, 'hi', hiMessages, hiTemplates, 'UTC')).toBe(odd)
  })
})

describe('the minimums: words that follow their settings (economics.ts)', () => {
  it('say the minimum of the moment, in English and in Hindi', () => {
    const saved = { ...economics }
    try {
      expect(messages.depositMinimum).toBe('Deposit amount must be greater than 10!')
      expect(localizeMessage(messages.depositMinimum, 'hi', hiMessages, hiTemplates)).toBe(
        'डिपॉज़िट राशि 10 से अधिक होनी चाहिए!',
      )
      Object.assign(economics, { minAmountCents: 2_500, investMultipleCents: 5_000 })
      Object.assign(economics, { minTransferCents: 200 })
      expect(localizeMessage(messages.withdrawMinimum, 'hi', hiMessages, hiTemplates)).toBe(
        'राशि $25 से अधिक होनी चाहिए!',
      )
      expect(localizeMessage(messages.investMultiple, 'hi', hiMessages, hiTemplates)).toBe(
        'निवेश राशि 50 से विभाज्य होनी चाहिए!',
      )
      expect(localizeMessage(serverMessages.transferMinimum, 'hi', hiMessages, hiTemplates)).toBe(
        'सबसे छोटा ट्रांसफ़र $2.00 का है।',
      )
    } finally {
      Object.assign(economics, saved)
    }
  })
})
