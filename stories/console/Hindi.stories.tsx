import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { ConsoleI18n } from '@trellis/app/console/i18n/ConsoleI18n'
import { WithdrawalsScreen } from '@trellis/app/console/screens/WithdrawalsScreen'
import { expectNoClippedText } from '../clipped-text'
import { asOperator } from './console-support'

// The console in Hindi (issues 25 and 27): one picture, the withdrawals queue (its longest words:
// maker-checker, statuses, the approvals) at 1280 px in the light theme, checked for text that is
// clipped or pushes the page sideways. The English pictures are the other console stories.
const meta = {
  title: 'Console/Hindi',
  tags: ['!autodocs'],
  parameters: {
    route: '/ops/withdrawals',
    layout: 'fullscreen',
    visual: { widths: ['desktop'] },
    ...asOperator('finance'),
  },
  globals: { locale: 'hi', theme: 'light' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The withdrawals queue as finance sees it, in Hindi. */
export const Withdrawals: Story = {
  // The console's words load in the console (ConsoleApp wraps its routes the same way).
  render: () => (
    <ConsoleI18n>
      <WithdrawalsScreen />
    </ConsoleI18n>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'निकासी' })).toBeVisible()
    await expect(
      await canvas.findByText('आप इसे स्वीकृत कर चुके हैं: कोई दूसरा ऑपरेटर इसे स्वीकृत करेगा।'),
    ).toBeVisible()
    await expect(canvas.getAllByText('2 में से 1 स्वीकृतियाँ')).toHaveLength(2)
    await expect(canvasElement.ownerDocument.documentElement.lang).toBe('hi')
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull())
    await expectNoClippedText(canvasElement)
  },
}
