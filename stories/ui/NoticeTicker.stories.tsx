import type { Meta, StoryObj } from '@storybook/react-vite'
import { DEFAULT_NOTICE } from '@trellis/contract'
import { expect, userEvent, within } from 'storybook/test'
import { NoticeTicker } from '@trellis/ui'

const meta = {
  title: 'Domain/NoticeTicker',
  component: NoticeTicker,
  args: {},
} satisfies Meta<typeof NoticeTicker>

export default meta
type Story = StoryObj<typeof meta>

/** True when the browser asks for reduced motion (the screenshot run does). */
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Checks the line holds still: paused, or under reduced motion not animated at all. */
async function expectStill(track: HTMLElement) {
  const style = getComputedStyle(track)
  if (prefersReducedMotion()) await expect(style.animationName).toBe('none')
  else await expect(style.animationPlayState).toBe('paused')
}

/** The default welcome notice, scrolling; screen readers hear it once and are not interrupted. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const marquee = within(canvasElement).getByRole('marquee', { name: 'Notice' })
    await expect(marquee).toHaveAttribute('aria-live', 'off')
    await expect(marquee).toHaveTextContent(DEFAULT_NOTICE)
  },
}

/** Focus pauses the line, so keyboard users can read it. */
export const PausedOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const marquee = within(canvasElement).getByRole('marquee')
    await userEvent.tab()
    await expect(marquee).toHaveFocus()
    await expectStill(marquee.firstElementChild as HTMLElement)
  },
}

/** Held still by the app (e.g. while a dialog is open). */
export const Paused: Story = {
  tags: ['check'],
  args: { isPaused: true },
  play: async ({ canvasElement }) => {
    await expectStill(within(canvasElement).getByRole('marquee').firstElementChild as HTMLElement)
  },
}

export const LongText: Story = {
  args: {
    text: 'Scheduled maintenance on Sunday from 02:00 to 04:00 UTC: deposits and withdrawals will be queued and processed afterwards. Investments, team views and earnings stay available throughout. Thank you for your patience.',
  },
}
