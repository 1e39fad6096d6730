// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ShortHashes } from './ShortHashes'

const address = '0x1212121212121212121212121212121212121212'

describe('ShortHashes', () => {
  it('shortens an address inside a sentence and keeps the whole of it on hover and for readers', () => {
    const { container } = render(<ShortHashes text={`Withdrawal to ${address}`} />)
    // What is painted: the sentence with the address shortened in the middle, on one line.
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('0x1212…1212')
    expect(screen.getByTitle(address)).toBeTruthy()
    // What a screen reader gets: the whole address, after the sentence's own words.
    expect(screen.getByText(address)).toBeTruthy()
    expect(container.textContent?.startsWith('Withdrawal to 0x1212')).toBe(true)
  })

  it('leaves a sentence without a hash as it is', () => {
    const { container } = render(<ShortHashes text="Transfer: To BCH8586801 (Sam)" />)
    expect(container.textContent).toBe('Transfer: To BCH8586801 (Sam)')
    expect(container.querySelector('[title]')).toBeNull()
  })
})
