import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { http, HttpResponse } from 'msw'
import {
  DEPOSIT_NETWORK,
  emptyTexts,
  messages,
  serverMessages,
  type ChainArrival,
  type ChainDeposits,
} from '@trellis/contract'
import { fixtures, mockState, mockUrl } from '@trellis/api-client/mocks'
import { DepositScreen } from '@trellis/app/screens/Deposit/DepositScreen'
import { expectSideBySide, first, inState, msw, signedIn, desktopLayout } from './story-support'

const meta = {
  title: 'Screens/Deposit',
  component: DepositScreen,
  parameters: { route: '/wallet/deposit', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof DepositScreen>

export default meta
type Story = StoryObj<typeof meta>

const ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const TX = `0x${'5e'.repeat(32)}`

/** The chain read answering with the member's address and these arrivals. */
function chainAnswer(arrivals: ChainArrival[], chain: ChainDeposits['chain'] = 'ok') {
  const data: ChainDeposits = {
    address: ADDRESS,
    network: DEPOSIT_NETWORK,
    confirmationsNeeded: 15,
    chain,
    arrivals,
  }
  return msw(http.get(mockUrl('chainDeposits'), () => HttpResponse.json({ status: true, data })))
}

const arrival = (o: Partial<ChainArrival>): ChainArrival => ({
  txHash: TX,
  amount: 250,
  confirmations: 2,
  status: 'pending',
  createdAt: '2026-11-22T10:00:00.000Z',
  ...o,
})

/** The screen with the mock world's data: the member's own address, whole, as text and QR. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Deposit' }),
    ).toBeInTheDocument()
    await expect(await canvas.findByTestId('deposit-address')).toHaveTextContent(ADDRESS)
    await expect(
      canvas.getByRole('img', { name: /QR code of the .* deposit address/ }),
    ).toBeInTheDocument()
    await expect(canvas.getByText((text) => text.startsWith(DEPOSIT_NETWORK))).toBeInTheDocument()
    await expect((await canvas.findAllByText(first(fixtures.deposits).trx)).length).toBeGreaterThan(
      0,
    )
  },
}

/** On a desktop the request form keeps a readable width and the history fills the rest beside it. */
export const Desktop: Story = {
  ...desktopLayout,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByText(first(fixtures.deposits).trx)).length).toBeGreaterThan(
      0,
    )
    const form = canvas.getByRole('form', { name: 'Deposit request' }).getBoundingClientRect()
    const history = canvas.getByRole('table', { name: 'Deposit history' }).getBoundingClientRect()
    // The address, the arrivals and the claim form stack on the left, the history beside them.
    const address = (await canvas.findByTestId('deposit-address')).getBoundingClientRect()
    await expect(form.width).toBeLessThanOrEqual(560)
    await expectSideBySide(address, history)
    await expect(form.left).toBe(address.left)
    await expect(history.width).toBeGreaterThan(form.width)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['depositHistory'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Deposit' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText(first(fixtures.deposits).trx)).toBeNull()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['depositHistory'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Deposit' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(emptyTexts.noTransactions)).length).toBeGreaterThan(0)
  },
}

/** The list fails to load: what failed ("Could not load deposit history.") and a Retry. */
export const ServerError: Story = {
  parameters: inState(['depositHistory'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Deposit' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText('Could not load deposit history. Please try again.')).length,
    ).toBeGreaterThan(0)
  },
}

/** An amount below 10 gets the spec message. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Deposit' }),
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit request' }))
    await expect((await canvas.findAllByText(messages.depositRequired)).length).toBeGreaterThan(0)
    await userEvent.type(canvas.getByLabelText('Amount'), '5')
    await userEvent.type(canvas.getByLabelText('Transaction hash'), `0x${'ab'.repeat(32)}`)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit request' }))
    await expect((await canvas.findAllByText(messages.depositMinimum)).length).toBeGreaterThan(0)
  },
}

/** A transfer on its way: "2 of 15 confirmations" until it is final. */
export const PendingArrival: Story = {
  parameters: chainAnswer([arrival({})]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('2 of 15 confirmations')).toBeInTheDocument()
    await expect(canvas.getByText('$250.00')).toBeInTheDocument()
  },
}

/** A final transfer: credited to the package wallet. */
export const CreditedArrival: Story = {
  parameters: chainAnswer([arrival({ status: 'credited', confirmations: 40 })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Credited')).toBeInTheDocument()
  },
}

/** A claimed hash that paid another member's address: the server's message, nothing credited. */
export const ClaimError: Story = {
  parameters: msw(
    mockState('depositRequest', 'validation', { message: serverMessages.depositOtherAddress }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: 'Deposit' })
    await userEvent.type(canvas.getByLabelText('Amount'), '50')
    await userEvent.type(canvas.getByLabelText('Transaction hash'), TX)
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit request' }))
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      serverMessages.depositOtherAddress,
    )
  },
}

/** The server cannot read the chain: said plainly; the address still shows. */
export const ChainUnavailable: Story = {
  parameters: chainAnswer([arrival({ confirmations: 5 })], 'unavailable'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(/BNB Smart Chain cannot be read right now/),
    ).toBeInTheDocument()
    await expect(await canvas.findByTestId('deposit-address')).toHaveTextContent(ADDRESS)
  },
}
