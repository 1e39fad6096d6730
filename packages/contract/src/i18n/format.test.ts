import { describe, expect, it } from 'vitest'
import { formatMessage, messageArguments } from './format'
import { localeFromAcceptLanguage, localeTags } from './locale'
import { messageCodeOf } from './codes'

describe('formatMessage (the catalogues’ ICU subset)', () => {
  it('fills placeholders and leaves a missing one visible', () => {
    expect(formatMessage('en', 'Page {current} of {count}', { current: 2, count: 3 })).toBe(
      'Page 2 of 3',
    )
    expect(formatMessage('en', 'Hello {name}')).toBe('Hello {name}')
  })

  it("uses each language's plural rules: Hindi's `one` includes 0, English's does not", () => {
    const en = '{n, plural, one {# try left} other {# tries left}}'
    const hi = '{n, plural, one {# प्रयास बाकी} other {# प्रयास बाकी हैं}}'
    expect(formatMessage('en', en, { n: 0 })).toBe('0 tries left')
    expect(formatMessage('en', en, { n: 1 })).toBe('1 try left')
    expect(formatMessage('hi', hi, { n: 0 })).toBe('0 प्रयास बाकी')
    expect(formatMessage('hi', hi, { n: 1 })).toBe('1 प्रयास बाकी')
    expect(formatMessage('hi', hi, { n: 2 })).toBe('2 प्रयास बाकी हैं')
    expect(formatMessage('en', '{n, plural, =0 {none} other {#}}', { n: 0 })).toBe('none')
  })

  it('selects, and reads the placeholders of nested branches', () => {
    const m = '{kind, select, credit {In {amount}} other {Out {amount}}}'
    expect(formatMessage('en', m, { kind: 'credit', amount: '$5.00' })).toBe('In $5.00')
    expect(messageArguments(m)).toEqual(['amount', 'kind'])
  })

  it('refuses a malformed message', () => {
    expect(() => formatMessage('en', '{n, plural, one {x}}', { n: 1 })).toThrow(/plural/)
  })

  it('formats hi-IN numbers in lakhs with Latin digits', () => {
    const money = new Intl.NumberFormat(localeTags.hi, { style: 'currency', currency: 'USD' })
    expect(money.format(1234567.89)).toBe('$12,34,567.89')
  })
})

describe('the member language helpers', () => {
  it('picks a language from Accept-Language by weight, else English', () => {
    expect(localeFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi')
    expect(localeFromAcceptLanguage('fr-FR, en;q=0.5, hi;q=0.7')).toBe('hi')
    expect(localeFromAcceptLanguage('fr')).toBe('en')
    expect(localeFromAcceptLanguage(undefined)).toBe('en')
  })

  it('finds the code of an exact contract message only', () => {
    expect(messageCodeOf('Invalid OTP.')).toBe('serverMessages.otpInvalid')
    expect(messageCodeOf('Invalid OTP. 4 tries left.')).toBeUndefined()
  })
})
