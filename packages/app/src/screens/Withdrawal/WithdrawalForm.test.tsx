// @vitest-environment jsdom
// The withdrawal form as a member types: "Insufficient Balance" over the wallet while typing,
// the spec's messages at the boundaries on Send OTP.
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { economics, formatUsd, messages, withdrawalMax, withdrawalTotal } from '@trellis/contract'
import { lightTheme } from '@trellis/ui'
import { buildMember } from '@trellis/api-client/mocks'
import { WithdrawalForm } from './WithdrawalForm'
import { readSentCode, rememberSentCode, resendWaitSeconds } from './sent-code'

function renderForm(wallet: number, userId = 'BCH1000001') {
  render(
    <ThemeProvider theme={lightTheme}>
      <WithdrawalForm state={{ member: buildMember({ wallet, userId }) }} />
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

  // Issue 26, point 8: Cancel, a reload or Back lost the code sent; only a new mail went on.
  describe('a code already sent (sessionStorage, this tab)', () => {
    afterEach(() => sessionStorage.clear())
    const lifetime = economics.otpValidMinutes * 60_000

    it('is offered after a reload while it works, with the wait before another', () => {
      rememberSentCode({ userId: 'BCH1000001', amount: 40, sentAt: Date.now() - 20_000 })
      renderForm(50)
      expect(screen.getByRole('status')).toHaveTextContent(
        `We e-mailed you a one-time password for a withdrawal of ${formatUsd(40)}.`,
      )
      expect(screen.getByRole('button', { name: 'Enter the code' })).toBeInTheDocument()
      expect(resendWaitSeconds(readSentCode('BCH1000001'))).toBeGreaterThanOrEqual(39)
      expect(resendWaitSeconds(readSentCode('BCH1000001'))).toBeLessThanOrEqual(40)
    })

    it.each([
      ['past its lifetime', { userId: 'BCH1000001', sentAt: Date.now() - lifetime - 1 }],
      ["another member's", { userId: 'BCH1000002', sentAt: Date.now() - 1_000 }],
    ])('is not offered when %s', (_, code) => {
      rememberSentCode({ amount: 40, ...code })
      renderForm(50)
      expect(screen.queryByRole('button', { name: 'Enter the code' })).toBeNull()
    })
  })
})
