// @vitest-environment jsdom
// What a member reads for a server message (issue 27, and issue 26's lock times): a message with
// a time or a count in it is said in the page's language, not left in the English it was sent in.
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import {
  formatDate,
  formatUsd,
  otpTriesLeft,
  serverMessages,
  tryAgainAfter,
} from '@trellis/contract'
import { hiMessages } from '@trellis/contract/i18n/hi'
import { I18nProvider, useMessageText } from './I18nContext'

function Said({ message }: { message: string }) {
  return <p>{useMessageText()(message)}</p>
}

/** What the page shows once it has said `message` (the template reader loads on first need). */
async function say(message: string, locale: 'en' | 'hi') {
  cleanup()
  render(
    <I18nProvider locale={locale} catalogue={locale === 'hi' ? hiMessages : {}}>
      <Said message={message} />
    </I18nProvider>,
  )
  const shown = () => screen.getByRole('paragraph').textContent ?? ''
  // Sent as English with a count or a UTC time: said anew once the reader is there.
  await waitFor(() => expect(shown()).not.toBe(message))
  return shown()
}

afterEach(cleanup)

describe('useMessageText', () => {
  const locked = tryAgainAfter(serverMessages.transactionPasswordLocked, '2026-11-27T10:15:00Z')

  it('says a lock and when it ends in Hindi', async () => {
    const text = await say(locked, 'hi')
    expect(text).toContain(hiMessages['serverMessages.transactionPasswordLocked'])
    expect(text).toContain('के बाद फिर कोशिश करें।')
    expect(text).toContain('2026')
    expect(text).not.toMatch(/Try again|UTC/)
  })

  it('says the tries left in Hindi', async () => {
    expect(await say(otpTriesLeft(4), 'hi')).toBe('OTP गलत है। 4 कोशिशें बाकी।')
    expect(await say(otpTriesLeft(1), 'hi')).toBe('OTP गलत है। 1 कोशिश बाकी।')
  })

  it("gives an English member the lock's end in their own time, not the server's UTC", async () => {
    const text = await say(locked, 'en')
    expect(text).toMatch(
      /^Too many wrong transaction passwords\..* Try again after Nov 2[78], 2026, \d{1,2}:\d\d [AP]M\.$/,
    )
    expect(text).not.toContain('UTC')
  })
})

describe('dates and amounts in the page language', () => {
  function Figures() {
    return (
      <p>
        {formatDate('2026-11-17T08:00:00Z')} · {formatUsd(1_234_567.89)}
      </p>
    )
  }

  it('says a date and an amount the Hindi way on a Hindi page (Latin digits), English again after it', () => {
    render(
      <I18nProvider locale="hi" catalogue={hiMessages}>
        <Figures />
      </I18nProvider>,
    )
    expect(screen.getByRole('paragraph').textContent).toBe('17 नव॰ 2026 · $12,34,567.89')
    cleanup()
    expect(formatDate('2026-11-17T08:00:00Z')).toBe('Nov 17, 2026')
    expect(formatUsd(1_234_567.89)).toBe('$1,234,567.89')
    render(
      <I18nProvider locale="en" catalogue={{}}>
        <Figures />
      </I18nProvider>,
    )
    expect(screen.getByRole('paragraph').textContent).toBe('Nov 17, 2026 · $1,234,567.89')
  })
})
