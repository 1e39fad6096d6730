// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { isPotExpired } from '@trellis/contract'
import { lightTheme } from '../../themes'
import { PoolGauge, type PoolGaugeProps } from './PoolGauge'
import { gaugeDashes, gaugeRatio } from './gauge-geometry'

function setup(props: Partial<PoolGaugeProps> = {}) {
  const onJoin = vi.fn()
  render(
    <ThemeProvider theme={lightTheme}>
      <PoolGauge
        label="2.5X Pool"
        value={750}
        target={2500}
        isExpired={false}
        onJoin={onJoin}
        {...props}
      />
    </ThemeProvider>,
  )
  return { onJoin }
}

afterEach(cleanup)

describe('PoolGauge', () => {
  it('shows a meter with the pool size against its target while the pot is valid', () => {
    setup()
    const meter = screen.getByRole('meter', { name: '2.5X Pool' })
    expect(meter).toHaveAttribute('aria-valuenow', '750')
    expect(meter).toHaveAttribute('aria-valuemax', '2500')
    expect(meter).toHaveAttribute('aria-valuetext', '$750.00 of $2,500.00')
    expect(screen.getByText('30%')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('replaces the gauge with a Join button once expired, and Join calls onJoin', async () => {
    // The app decides expiry with the contract rule; the default pot 3 date is long past.
    const expired = isPotExpired(null, '2026-11-22T10:00:00Z', 3)
    expect(expired).toBe(true)
    const { onJoin } = setup({
      isExpired: expired,
      isJoined: true,
      price: 100,
      expiresOn: '2024-08-15',
    })
    expect(screen.queryByRole('meter')).toBeNull()
    expect(screen.getByText(/expired on Aug 15, 2024/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Join for $100.00' }))
    expect(onJoin).toHaveBeenCalledTimes(1)
  })

  // Issue 26, point 7: a new member read "This pool expired on Aug 15, 2024" (a default date).
  it('says a never-joined pool is not joined yet, not that it expired', () => {
    setup({ isExpired: true, isJoined: false, price: 100, expiresOn: '2024-08-15' })
    expect(screen.getByText('You have not joined this pool yet.')).toBeInTheDocument()
    expect(screen.queryByText(/expired/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Join for $100.00' })).toBeInTheDocument()
  })

  it('keeps the Join button busy and unclickable while joining', async () => {
    const { onJoin } = setup({ isExpired: true, isJoining: true })
    const button = screen.getByRole('button', { name: 'Join' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    expect(onJoin).not.toHaveBeenCalled()
  })

  it('shows a Joined badge only while the pot is held and valid', () => {
    setup({ isJoined: true })
    expect(screen.getByText('Joined')).toBeInTheDocument()
    cleanup()
    setup({ isJoined: true, isExpired: true })
    expect(screen.queryByText('Joined')).toBeNull()
  })

  it('clamps the meter to its range when the pool outgrows the target', () => {
    setup({ value: 3100 })
    const meter = screen.getByRole('meter')
    expect(meter).toHaveAttribute('aria-valuenow', '2500')
    expect(meter).toHaveAttribute('aria-valuetext', '$3,100.00 of $2,500.00')
  })
})

describe('gauge geometry', () => {
  it('clamps the ratio to 0..1 and treats a missing target as empty', () => {
    expect(gaugeRatio(50, 200)).toBe(0.25)
    expect(gaugeRatio(500, 200)).toBe(1)
    expect(gaugeRatio(-5, 200)).toBe(0)
    expect(gaugeRatio(10, 0)).toBe(0)
    expect(gaugeRatio(Number.NaN, 10)).toBe(0)
  })

  it('fills three quarters of the ring at most', () => {
    const full = gaugeDashes(1)
    const half = gaugeDashes(0.5)
    const [trackLen] = full.track.split(' ').map(Number)
    const [halfLen] = half.fill.split(' ').map(Number)
    expect(full.fill).toBe(full.track)
    expect(halfLen).toBeCloseTo((trackLen ?? 0) / 2)
  })
})
