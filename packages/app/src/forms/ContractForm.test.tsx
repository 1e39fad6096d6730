// @vitest-environment jsdom
// The form shell: the contract's schema decides before anything is sent, a success goes to the
// form's onDone, and a refusal shows the server's message (or the spec's fallback) in the dialog.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { fallbacks, messages } from '@trellis/contract'
import { forgotPasswordSchema } from '@trellis/contract/schemas'
import { ApiError } from '@trellis/api-client'
import { lightTheme } from '@trellis/ui'
import { FormikTextField } from '../components/FormikTextField'
import { ContractForm } from './ContractForm'

afterEach(cleanup)

function renderForm(
  submit: (values: { userId: string }) => Promise<{ message: string }>,
  onDone = vi.fn(),
) {
  render(
    <ThemeProvider theme={lightTheme}>
      <ContractForm
        label="Request reset code"
        initialValues={{ userId: '' }}
        schema={forgotPasswordSchema}
        submit={submit}
        onDone={onDone}
        fallback={fallbacks.requestFailed}
        submitLabel="Send"
      >
        {() => <FormikTextField name="userId" label="User ID" />}
      </ContractForm>
    </ThemeProvider>,
  )
  return onDone
}

describe('ContractForm', () => {
  it('checks the values with the schema and sends nothing while they fail it', async () => {
    const submit = vi.fn()
    renderForm(submit)
    expect(screen.getByRole('form', { name: 'Request reset code' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(messages.loginRequired)).toBeInTheDocument()
    expect(submit).not.toHaveBeenCalled()
  })

  it('hands the answer, the values and the dialog to onDone after a success', async () => {
    const onDone = renderForm(async () => ({ message: 'Code sent.' }))
    await userEvent.type(screen.getByLabelText('User ID'), 'BCH1')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    const [answer, done] = onDone.mock.calls[0] as [unknown, { values: unknown }]
    expect(answer).toEqual({ message: 'Code sent.' })
    expect(done.values).toEqual({ userId: 'BCH1' })
  })

  it("shows the server's message when the call is refused, the fallback when it has none", async () => {
    const submit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('No such member.', 400))
      .mockRejectedValueOnce(new Error('boom'))
    const onDone = renderForm(submit)
    await userEvent.type(screen.getByLabelText('User ID'), 'BCH1')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('No such member.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText(fallbacks.requestFailed)).toBeInTheDocument()
    expect(onDone).not.toHaveBeenCalled()
  })
})
