import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { emptyTexts, fallbacks, formatUsd, signedUsd } from '@trellis/contract'
import { useAllWalletTrans, useGetUser } from '@trellis/api-client'
import { fixtures, handlers, mockState } from '@trellis/api-client/mocks'

/** A tiny reader of two calls, to show the mocked API in each state. */
function WalletPeek() {
  const user = useGetUser()
  const trans = useAllWalletTrans(1)
  const error = user.error ?? trans.error
  if (error) return <p role="alert">{error.message}</p>
  if (!user.data || !trans.data) return <p role="status">Loading…</p>
  const member = user.data.data
  return (
    <section aria-labelledby="peek-title">
      <h2 id="peek-title">
        {member.firstName} {member.lastName}
      </h2>
      <p>Income wallet: {formatUsd(member.wallet)}</p>
      {trans.data.data.length === 0 ? (
        <p>{emptyTexts.noTransactions}</p>
      ) : (
        <ul aria-label="Transactions">
          {trans.data.data.map((t) => (
            <li key={t.id}>
              {t.desc}: {signedUsd(t)}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

const meta = {
  title: 'Examples/Mocked API',
  component: WalletPeek,
  parameters: { msw: { handlers } },
} satisfies Meta<typeof WalletPeek>

export default meta
type Story = StoryObj<typeof meta>

/** The mock world answers: the member and the first page of 10 transactions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Asha Verma' })).toBeVisible()
    await expect(
      canvas.getByText(`Income wallet: ${formatUsd(fixtures.member.wallet)}`),
    ).toBeVisible()
    const list = canvas.getByRole('list', { name: 'Transactions' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
  },
}

/** Neither call answers. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockState('getUser', 'loading'),
        mockState('allWalletTrans', 'loading'),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
  },
}

/** The member loads; the list is empty. */
export const Empty: Story = {
  parameters: { msw: { handlers: [mockState('allWalletTrans', 'empty'), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(emptyTexts.noTransactions)).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** The server fails: the message is shown. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [mockState('getUser', 'error'), mockState('allWalletTrans', 'error'), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(fallbacks.requestFailed),
    )
  },
}
