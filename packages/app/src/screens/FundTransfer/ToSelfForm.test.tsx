// @vitest-environment jsdom
// Issue 26 point 9: To Self's fee comes on top, so Max fills in the most that fits with it.
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { amountWithFee, formatUsd, selfTransferMax } from '@trellis/contract'
import { lightTheme } from '@trellis/ui'
import { buildMember } from '@trellis/api-client/mocks'
import { ToSelfForm } from './ToSelfForm'

describe('transfer to self', () => {
  afterEach(cleanup)

  it('fills in the most the income wallet allows with the fee on top (Max)', async () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <ToSelfForm member={buildMember({ wallet: 150 })} />
      </ThemeProvider>,
    )
    const most = selfTransferMax(150)
    await userEvent.click(screen.getByRole('button', { name: `Max ${formatUsd(most)}` }))
    expect(screen.getByLabelText('Amount')).toHaveValue(most.toFixed(2))
    expect(amountWithFee(most)).toBeLessThanOrEqual(150)
    expect(amountWithFee(most + 0.01)).toBeGreaterThan(150)
  })
})
