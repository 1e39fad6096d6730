// @vitest-environment jsdom
// The withdrawal form as a member types: "Insufficient Balance" over the wallet while typing,
// the spec's messages at the boundaries on Send OTP.
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { formatUsd, messages, withdrawalMax, withdrawalTotal } from '@trellis/contract'
import { lightTheme } from '@trellis/ui'
import { buildMember } from '@trellis/api-client/mocks'
import { WithdrawalForm } from './WithdrawalForm'

function renderForm(wallet: number) {
  render(
    <ThemeProvider theme={lightTheme}>
      <WithdrawalForm state={{ member: buildMember({ wallet }) }} />
    </ThemeProvider>,
  )
  return {
    amount: screen.getByLabelText('Amount'),
    send: screen.getByRole('button', { name: 'Send OTP' }),
  }
}

describe('withdrawal form', () => {
  afterEach(cleanup)

  it('says "Insufficient Balance" while the amount is above the wallet', async () => {
    const { amount } = renderForm(50)
    await userEvent.type(amount, '50')
    expect(screen.queryByText(messages.insufficientBalance)).toBeNull()
    await userEvent.type(amount, '.01')
    expect(screen.getByText(messages.insufficientBalance)).toBeInTheDocument()
  })

  it('fills in the most the wallet allows with its charge on top (Max)', async () => {
    const { amount } = renderForm(50)
    const most = withdrawalMax(50)
    await userEvent.click(screen.getByRole('button', { name: `Max ${formatUsd(most)}` }))
    expect(amount).toHaveValue(most.toFixed(2))
    expect(withdrawalTotal(most)).toBeLessThanOrEqual(50)
    expect(withdrawalTotal(Math.round(most * 100 + 1) / 100)).toBeGreaterThan(50)
    expect(screen.queryByText(messages.insufficientBalance)).toBeNull()
  })

  it('asks for an amount, then rejects 9.99', async () => {
    const { amount, send } = renderForm(50)
    await userEvent.click(send)
    expect(await screen.findByText(messages.withdrawAmountRequired)).toBeInTheDocument()
    await userEvent.type(amount, '9.99')
    await userEvent.click(send)
    expect(await screen.findByText(messages.withdrawMinimum)).toBeInTheDocument()
  })
})
