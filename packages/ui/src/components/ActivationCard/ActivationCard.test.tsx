// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { isMemberActive } from '@trellis/contract'
import { lightTheme } from '../../themes'
import { ActivationCard, type ActivationCardProps } from './ActivationCard'

function setup(props: Partial<ActivationCardProps> = {}) {
  const onActivate = vi.fn()
  render(
    <ThemeProvider theme={lightTheme}>
      <ActivationCard activeDate={null} isActive={false} onActivate={onActivate} {...props} />
    </ThemeProvider>,
  )
  return { onActivate }
}

afterEach(cleanup)

describe('ActivationCard', () => {
  it('shows the activation date and the day it runs out, in UTC', () => {
    const activeDate = '2026-03-10T23:30:00.000Z'
    setup({ activeDate, isActive: isMemberActive(activeDate, '2026-11-22T10:00:00Z') })
    expect(screen.getByText('Active')).toBeInTheDocument()
    expect(screen.getByText('Mar 10, 2026')).toBeInTheDocument()
    expect(screen.getByText('Mar 10, 2027')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says the member could not be loaded instead of guessing Inactive, with Retry', async () => {
    const onRetry = vi.fn()
    setup({ loadError: 'Could not load your account. Please try again.', onRetry })
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your account')
    expect(screen.queryByText('Inactive')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Active Now' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('offers Active Now when inactive and calls onActivate', async () => {
    const activeDate = '2025-06-01T00:00:00.000Z'
    const { onActivate } = setup({ activeDate, isActive: isMemberActive(activeDate, '2026-11-22') })
    expect(screen.getByText('Inactive')).toBeInTheDocument()
    expect(screen.getByText('Expired on')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Active Now' }))
    expect(onActivate).toHaveBeenCalledTimes(1)
  })

  it('keeps Active Now busy while activating', async () => {
    const { onActivate } = setup({ isActivating: true })
    const button = screen.getByRole('button', { name: 'Active Now' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    expect(onActivate).not.toHaveBeenCalled()
  })

  it('says so when the member never activated', () => {
    setup()
    expect(screen.getByText(/not been activated/)).toBeInTheDocument()
  })
})
