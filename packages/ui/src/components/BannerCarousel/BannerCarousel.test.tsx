// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { lightTheme } from '../../themes'
import { BannerCarousel, type BannerSlide } from './BannerCarousel'

const slides: BannerSlide[] = [
  { id: 'a', title: 'First' },
  { id: 'b', title: 'Second' },
  { id: 'c', title: 'Third' },
]

/** Answers prefers-reduced-motion as asked; every other query is false. */
function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

function setup(onChange = vi.fn()) {
  render(
    <ThemeProvider theme={lightTheme}>
      <BannerCarousel slides={slides} autoplayMs={1000} onChange={onChange} />
    </ThemeProvider>,
  )
  const region = screen.getByRole('region', { name: 'Highlights' })
  const shown = () =>
    [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].findIndex(
      (s) => !s.hidden,
    )
  return { region, shown, onChange }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('BannerCarousel', () => {
  it('advances on its own and wraps around', () => {
    mockReducedMotion(false)
    const { shown, onChange } = setup()
    expect(shown()).toBe(0)
    act(() => vi.advanceTimersByTime(1000))
    expect(shown()).toBe(1)
    act(() => vi.advanceTimersByTime(2000))
    expect(shown()).toBe(0)
    expect(onChange).toHaveBeenLastCalledWith(0)
  })

  it('pauses while focus is inside and resumes when it leaves', () => {
    mockReducedMotion(false)
    const { region, shown } = setup()
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }))
    expect(region).toHaveAttribute('data-autoplay', 'paused')
    act(() => vi.advanceTimersByTime(5000))
    expect(shown()).toBe(0)
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }))
    expect(region).toHaveAttribute('data-autoplay', 'playing')
  })

  it('pauses under the pointer', () => {
    mockReducedMotion(false)
    const { region, shown } = setup()
    fireEvent.mouseEnter(region)
    act(() => vi.advanceTimersByTime(5000))
    expect(shown()).toBe(0)
    fireEvent.mouseLeave(region)
    act(() => vi.advanceTimersByTime(1000))
    expect(shown()).toBe(1)
  })

  it('never autoplays under prefers-reduced-motion, but the buttons still work', () => {
    mockReducedMotion(true)
    const { region, shown } = setup()
    expect(region).toHaveAttribute('data-autoplay', 'off')
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull()
    act(() => vi.advanceTimersByTime(10_000))
    expect(shown()).toBe(0)
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(shown()).toBe(2)
  })

  it('announces slide changes only while not playing', () => {
    mockReducedMotion(false)
    const { region } = setup()
    const live = region.querySelector('[aria-live]')
    expect(live).toHaveAttribute('aria-live', 'off')
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }))
    expect(live).toHaveAttribute('aria-live', 'polite')
  })
})
