// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCountdown } from './use-countdown'

afterEach(() => {
  vi.useRealTimers()
})

describe('useCountdown', () => {
  it('counts down once a second to zero', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') })
    const { result } = renderHook(() => useCountdown(3))
    expect(result.current.remaining).toBe(3)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.remaining).toBe(2)
    act(() => vi.advanceTimersByTime(999))
    expect(result.current.remaining).toBe(2)
    act(() => vi.advanceTimersByTime(2001))
    expect(result.current.remaining).toBe(0)
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current.remaining).toBe(0)
  })

  it('reads the clock, so a throttled tab shows the true time left when it wakes', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') })
    const { result } = renderHook(() => useCountdown(60))
    // A background tab: the clock moves 45 s while no interval fires.
    vi.setSystemTime(Date.parse('2026-11-22T10:00:45Z'))
    act(() => vi.advanceTimersByTime(250))
    expect(result.current.remaining).toBe(15)
  })

  it('stands still while the clock stands still', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z'), toFake: ['setInterval'] })
    const frozen = Date.parse('2026-11-22T10:00:00Z')
    const now = vi.spyOn(Date, 'now').mockReturnValue(frozen)
    const { result } = renderHook(() => useCountdown(60))
    act(() => vi.advanceTimersByTime(10_000))
    expect(result.current.remaining).toBe(60)
    now.mockRestore()
  })

  it('restarts from the full count and waits while not running', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') })
    const { result, rerender } = renderHook(({ running }) => useCountdown(10, running), {
      initialProps: { running: true },
    })
    act(() => vi.advanceTimersByTime(4000))
    expect(result.current.remaining).toBe(6)
    act(() => result.current.restart())
    expect(result.current.remaining).toBe(10)
    rerender({ running: false })
    act(() => vi.advanceTimersByTime(4000))
    expect(result.current.remaining).toBe(10)
  })
})
