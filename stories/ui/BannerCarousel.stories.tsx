import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BannerCarousel, type BannerSlide } from '@trellis/ui'

// Inline pictures keep stories offline and screenshots stable.
const picture = (a: string, b: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300"><defs><linearGradient id="g"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="800" height="300" fill="url(#g)"/><circle cx="640" cy="150" r="90" fill="#ffffff" fill-opacity="0.35"/></svg>`,
  )}`

const slides: BannerSlide[] = [
  {
    id: 'welcome',
    title: 'Welcome to Trellis',
    text: 'Invest, grow your team and track every earning.',
  },
  {
    id: 'pools',
    title: 'Pools are open',
    text: 'Join the 2X or the 2.5X pool from your dashboard.',
    image: { src: picture('#0f766e', '#4338ca'), alt: 'Abstract teal and indigo banner' },
  },
  {
    id: 'referral',
    title: 'Refer and earn',
    text: 'Share your link and earn on your team’s growth.',
  },
]

const meta = {
  title: 'Domain/BannerCarousel',
  component: BannerCarousel,
  argTypes: {
    onChange: { control: false },
  },
  args: { slides, onChange: fn() },
} satisfies Meta<typeof BannerCarousel>

export default meta
type Story = StoryObj<typeof meta>

/** True when the browser asks for reduced motion (the screenshot run does): no autoplay then. */
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The n-th slide (1-based), found whether it is shown or hidden. */
function slide(root: HTMLElement, n: number): HTMLElement {
  const el = root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')[n - 1]
  if (!el) throw new Error(`No slide ${n}`)
  return el
}

/** Under reduced motion: autoplay is off, no stop button, and the first slide stays. */
async function expectNoAutoplay(root: HTMLElement) {
  await expect(root).toHaveAttribute('data-autoplay', 'off')
  await expect(within(root).queryByRole('button', { name: /automatic slide show/ })).toBeNull()
  await new Promise((r) => setTimeout(r, 1000))
  await expect(slide(root, 1)).toBeVisible()
}

/** Previous and next buttons and dots move between slides, wrapping at the ends. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    )
    await expect(slide(canvasElement, 1)).toHaveAccessibleName('1 of 3')
    await expect(slide(canvasElement, 1)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
    await expect(slide(canvasElement, 2)).toBeVisible()
    await expect(slide(canvasElement, 1)).not.toBeVisible()
    await expect(args.onChange).toHaveBeenLastCalledWith(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }))
    await expect(slide(canvasElement, 3)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /Show slide 2/ }))
    await expect(slide(canvasElement, 2)).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Show slide 2/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
}

/** Autoplay advances on its own, and stops while focus is inside the carousel. */
export const Autoplay: Story = {
  args: { autoplayMs: 600 },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('region', { name: 'Highlights' })
    if (prefersReducedMotion()) return expectNoAutoplay(root)
    await expect(root).toHaveAttribute('data-autoplay', 'playing')
    await waitFor(() => expect(slide(canvasElement, 2)).toBeVisible(), { timeout: 3000 })
    // Focus inside pauses it; the visible slide stays put.
    within(canvasElement).getByRole('button', { name: 'Next slide' }).focus()
    await waitFor(() => expect(root).toHaveAttribute('data-autoplay', 'paused'))
    const shown = [1, 2, 3].find((n) => slide(canvasElement, n).hidden === false)
    await new Promise((r) => setTimeout(r, 1500))
    await expect(slide(canvasElement, shown ?? 1)).toBeVisible()
    ;(document.activeElement as HTMLElement | null)?.blur()
    await waitFor(() => expect(root).toHaveAttribute('data-autoplay', 'playing'))
  },
}

/** The pointer over the carousel pauses it too. */
export const PausedOnHover: Story = {
  tags: ['check'],
  args: { autoplayMs: 600 },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('region', { name: 'Highlights' })
    if (prefersReducedMotion()) return expectNoAutoplay(root)
    await userEvent.hover(root)
    await expect(root).toHaveAttribute('data-autoplay', 'paused')
    await new Promise((r) => setTimeout(r, 1500))
    await expect(slide(canvasElement, 1)).toBeVisible()
    await userEvent.unhover(root)
    await expect(root).toHaveAttribute('data-autoplay', 'playing')
  },
}

/** The stop button turns autoplay off until it is started again. */
export const Stopped: Story = {
  tags: ['check'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const root = canvas.getByRole('region', { name: 'Highlights' })
    if (prefersReducedMotion()) return expectNoAutoplay(root)
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }))
    await expect(
      canvas.getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeInTheDocument()
    await userEvent.unhover(root)
    ;(document.activeElement as HTMLElement | null)?.blur()
    await expect(root).toHaveAttribute('data-autoplay', 'paused')
  },
}

/** One slide: no controls. */
export const Single: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

/** No slides: nothing renders. */
export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    slides: [
      {
        id: 'long',
        title: 'Scheduled maintenance this Sunday between 02:00 and 04:00 UTC for all members',
        text: 'Deposits and withdrawals made during the window are queued and processed right after. Investments, team views and earnings stay available. Thank you for your patience while we upgrade.',
      },
      ...slides,
    ],
  },
}
