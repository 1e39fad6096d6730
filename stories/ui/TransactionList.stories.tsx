import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { expectWhole } from './play-support'
import { emptyTexts, fallbacks, type WalletTransaction } from '@trellis/contract'
import { TransactionList, type TransactionListProps } from '@trellis/ui'

const tx = (i: number, over: Partial<WalletTransaction> = {}): WalletTransaction => ({
  id: `tx-${i}`,
  amount: 50,
  type: 'credit',
  desc: 'Level income',
  wallet: 'wallet',
  createdAt: new Date(Date.UTC(2026, 10, 21, 6, 0) - i * 86_400_000).toISOString(),
  source: null,
  kind: 'other',
  counterparty: null,
  fee: null,
  ...over,
})

const sample: WalletTransaction[] = [
  tx(0, {
    amount: 50,
    desc: 'Daily return: Gold',
    kind: 'level',
    counterparty: { userId: 'BCH1000005', name: 'Alice' },
    source: {
      kind: 'level',
      fromUserId: 'BCH1000005',
      level: 2,
      rate: 5,
      baseAmount: 1000,
      day: '2026-11-21',
    },
  }),
  tx(1, {
    amount: 15,
    desc: 'Daily ROI',
    kind: 'roi',
    source: {
      kind: 'roi',
      fromUserId: null,
      level: null,
      rate: 1.5,
      baseAmount: 1000,
      day: '2026-11-20',
    },
  }),
  tx(2, { amount: 210, type: 'debit', desc: 'Withdrawal request', kind: 'withdrawal', fee: 10 }),
  tx(3, {
    amount: 1000,
    type: 'debit',
    desc: 'Investment in Gold plan',
    wallet: 'packageWallet',
    kind: 'invest',
  }),
  tx(4, {
    amount: 98,
    desc: 'Transfer to BCH1000001',
    kind: 'transfer',
    counterparty: { userId: 'BCH1000007', name: 'Bob' },
    fee: 2,
  }),
  tx(5, {
    amount: 40,
    type: 'debit',
    desc: 'Transfer to BCH1000009',
    wallet: 'packageWallet',
    kind: 'transfer',
    counterparty: { userId: 'BCH1000009', name: 'Cara' },
  }),
  tx(6, { amount: 500, desc: 'Deposit approved (USDT BEP 20)', kind: 'deposit' }),
]

/** Thirty transactions, served ten a page like the API. */
const many = Array.from({ length: 30 }, (_, i) =>
  tx(i, { desc: `Transfer ${i + 1}`, type: i % 2 ? 'debit' : 'credit', amount: 10 + i }),
)

function Paged(props: TransactionListProps) {
  const [page, setPage] = useState(1)
  return (
    <TransactionList
      {...props}
      transactions={many.slice((page - 1) * 10, page * 10)}
      page={page}
      total={many.length}
      onPageChange={(next) => {
        setPage(next)
        props.onPageChange?.(next)
      }}
    />
  )
}

const meta = {
  title: 'Domain/TransactionList',
  component: TransactionList,
  argTypes: {
    error: { control: 'text' },
    onRetry: { control: false },
    onPageChange: { control: false },
  },
  args: { transactions: sample, onRetry: fn() },
} satisfies Meta<typeof TransactionList>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Credits in green with +, debits in red with -; each line names its wallet, the other member
 * and the fee it paid; earnings say where they came from.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('+$50.00')).toBeVisible()
    await expect(canvas.getByText('-$210.00')).toBeVisible()
    await expect(canvas.getByText('Fee $10.00')).toBeVisible()
    await expect(canvas.getByText('Level 2 income')).toBeVisible()
    await expect(canvas.queryByText(/Daily return/)).toBeNull()
    await expect(canvas.getByText('From BCH1000007 (Bob)')).toBeVisible()
    await expect(canvas.getByText('To BCH1000009 (Cara)')).toBeVisible()
    await expect(canvas.getAllByText(/^Package wallet ·/)).toHaveLength(2)
    await expect(canvas.getByText('Level 2 · 5% of $1,000.00 from BCH1000005')).toBeVisible()
    await expect(canvas.getByText('Nov 21, 2026')).toBeVisible()
  },
}

/** Ten a page with paging controls. */
export const WithPaging: Story = {
  args: { onPageChange: fn() },
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /next/i }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
    await expect(canvas.getByText('Transfer 11')).toBeVisible()
  },
}

/** Placeholder rows while loading. */
export const Loading: Story = { args: { transactions: [], isLoading: true } }

/** No transactions: the spec's text. */
export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(emptyTexts.noTransactions)).toBeVisible()
  },
}

/** A failed load with Retry. */
export const Error: Story = {
  args: { transactions: [], error: fallbacks.requestFailed },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** Long descriptions wrap; amounts stay on one line. */
export const LongText: Story = {
  args: {
    transactions: [
      tx(0, {
        amount: 123456.78,
        desc: 'Membership income credited for the activation of a member deep in the downline, with a very long note',
        source: {
          kind: 'membership',
          fromUserId: 'BKSK100000012345',
          level: null,
          rate: 12.5,
          baseAmount: 987654.32,
          day: '2026-11-20',
        },
      }),
      ...sample.slice(1, 3),
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    expectWhole([canvas.getByText('+$123,456.78'), ...canvasElement.querySelectorAll('time')])
  },
}

/** On a small phone. */
export const Mobile: Story = { globals: { viewport: { value: 'small' } } }
