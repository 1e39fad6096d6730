// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { renderThemed } from './render-themed'
import { ShortValue, shortenMiddle } from './short-value'

const hash = '0x12ab34cd56ef7890aabbccddeeff00112233445566778899aabbccddee89ef'

afterEach(cleanup)

describe('shortenMiddle', () => {
  it('keeps the head and the tail of a long value, the parts people compare', () => {
    expect(shortenMiddle(hash)).toBe('0x12ab…89ef')
  })

  it('leaves a value that is already short as it is', () => {
    expect(shortenMiddle('TR123456')).toBe('TR123456')
    expect(shortenMiddle('0x12ab789ef')).toBe('0x12ab789ef')
  })
})

describe('ShortValue', () => {
  it('shows the short form, with the whole value on hover and for screen readers', () => {
    renderThemed(<ShortValue value={hash} />)
    const shown = screen.getByText('0x12ab…89ef')
    expect(shown.closest('[title]')).toHaveAttribute('title', hash)
    expect(screen.getByText(hash)).toBeInTheDocument()
  })

  it('copies the whole value, not the short form on screen', () => {
    renderThemed(<ShortValue value={hash} />)
    let copied = ''
    const clipboardData = { setData: (_type: string, text: string) => (copied = text) }
    fireEvent.copy(screen.getByText('0x12ab…89ef'), { clipboardData })
    expect(copied).toBe(hash)
  })
})
