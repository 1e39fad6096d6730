// @vitest-environment jsdom
// Issue 26 point 9: what can be known before the transaction-password prompt is said before it:
// a transfer to one's own id, and a member without a transaction password.
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { serverMessages } from '@trellis/contract'
import { lightTheme } from '@trellis/ui'
import { buildMember } from '@trellis/api-client/mocks'
import { ToUserForm } from './ToUserForm'

async function fill(toUserId: string, hasTransactionPassword = true) {
  const member = buildMember({ wallet: 100, hasTransactionPassword })
  render(
    <ThemeProvider theme={lightTheme}>
      <ToUserForm member={member} />
    </ThemeProvider>,
  )
  await userEvent.type(screen.getByLabelText('Recipient user ID'), toUserId || member.userId)
  await userEvent.selectOptions(screen.getByLabelText('From wallet'), 'wallet')
  await userEvent.type(screen.getByLabelText('Amount'), '10')
  await userEvent.click(screen.getByRole('button', { name: 'Transfer' }))
  return member
}

describe('transfer to a member, before the prompt', () => {
  afterEach(cleanup)

  it("refuses the member's own id under the field, with no prompt", async () => {
    await fill('')
    expect(await screen.findByText(serverMessages.selfTransfer)).toBeInTheDocument()
    expect(screen.queryByLabelText('Transaction password')).toBeNull()
  })

  it('tells a member without a transaction password to set one, with no prompt', async () => {
    await fill('BCH0000002', false)
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(serverMessages.transactionPasswordNotSet)).toBeInTheDocument()
    expect(screen.queryByLabelText('Transaction password')).toBeNull()
  })
})
