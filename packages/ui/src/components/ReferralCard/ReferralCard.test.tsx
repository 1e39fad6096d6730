// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { lightTheme } from '../../themes'
import { ReferralCard } from './ReferralCard'
import { shareLinks } from './share-links'

const tricky = 'https://trellis.example/login/BCH1?ref=a&b=c d#x'
const message = 'Join me & earn: 10% off?'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('shareLinks', () => {
  it('encodes the link and the message into each site’s parameter', () => {
    const targets = shareLinks(tricky, message, 'Hi & welcome')
    const byId = Object.fromEntries(targets.map((t) => [t.id, new URL(t.href)]))
    expect(Object.keys(byId)).toEqual(['whatsapp', 'telegram', 'facebook', 'x', 'email'])
    // Parsing back gives exactly the original values: nothing leaked into other parameters.
    expect(byId.whatsapp?.searchParams.get('text')).toBe(`${message} ${tricky}`)
    expect(byId.telegram?.searchParams.get('url')).toBe(tricky)
    expect(byId.telegram?.searchParams.get('text')).toBe(message)
    expect(byId.facebook?.searchParams.get('u')).toBe(tricky)
    expect([...(byId.facebook?.searchParams.keys() ?? [])]).toEqual(['u'])
    expect(byId.x?.searchParams.get('url')).toBe(tricky)
    expect(byId.email?.protocol).toBe('mailto:')
    expect(byId.email?.searchParams.get('subject')).toBe('Hi & welcome')
    expect(byId.email?.searchParams.get('body')).toBe(`${message} ${tricky}`)
  })

  it('never leaves a raw space, ampersand or hash of the input in an address', () => {
    for (const t of shareLinks(tricky, message, 'S')) {
      const query = t.href.slice(t.href.indexOf('?') + 1)
      expect(query).not.toMatch(/[ #]/)
      expect(query.split('&').length).toBeLessThanOrEqual(2)
    }
  })
})

describe('ReferralCard', () => {
  function setup(onCopy = vi.fn()) {
    render(
      <ThemeProvider theme={lightTheme}>
        <ReferralCard link={tricky} message={message} onCopy={onCopy} />
      </ThemeProvider>,
    )
    return { onCopy }
  }

  it('renders the share links as new-tab anchors without referrer', () => {
    setup()
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(5)
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noreferrer')
    }
    expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(tricky)}`,
    )
  })

  it('copies the link and says Copied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { onCopy } = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(writeText).toHaveBeenCalledWith(tricky)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument())
    expect(onCopy).toHaveBeenCalledWith(true)
  })

  it('reports a failure instead of crashing when the clipboard is missing', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    const { onCopy } = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument(),
    )
    expect(onCopy).toHaveBeenCalledWith(false)
  })
})
