import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { formatUsd } from '@trellis/contract'
import { TrendBars } from '@trellis/ui'

const days = Array.from({ length: 30 }, (_, i) => ({
  label: `Nov ${i + 1}`,
  value: i % 7 === 3 ? 0 : Math.round((10 + ((i * 37) % 23)) * 100) / 100,
}))

const meta = {
  title: 'Components/TrendBars',
  component: TrendBars,
  argTypes: { formatValue: { control: false } },
  args: {
    title: 'Income, last 30 days',
    summary: `${formatUsd(days.reduce((s, d) => s + d.value, 0))} in 30 days`,
    bars: days,
    formatValue: formatUsd,
    periodHeader: 'Day',
    valueHeader: 'Income',
  },
} satisfies Meta<typeof TrendBars>

export default meta
type Story = StoryObj<typeof meta>

/** A month of income: the tallest day fills the height, a day with nothing is a thin grey line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const chart = canvas.getByRole('img', { name: /in 30 days$/ })
    const rects = [...chart.querySelectorAll('rect')]
    await expect(rects).toHaveLength(30)
    const heights = rects.map((r) => Number(r.getAttribute('height')))
    await expect(Math.max(...heights)).toBe(96)
    await expect(chart.querySelectorAll('rect[data-zero]')).toHaveLength(4)
    // Every day is in the table for screen readers.
    await expect(canvas.getAllByRole('row')).toHaveLength(31)
  },
}

/** Nothing yet: every period a grey line, never a made-up bar. */
export const Empty: Story = {
  args: {
    summary: `${formatUsd(0)} in 30 days`,
    bars: days.map((d) => ({ ...d, value: 0 })),
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img')
    await expect(chart.querySelectorAll('rect[data-zero]')).toHaveLength(30)
  },
}
