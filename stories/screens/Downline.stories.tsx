import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { emptyTexts } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { DownlineScreen } from '@trellis/app/screens/Downline/DownlineScreen'
import { lineCount } from '../ui/play-support'
import { first, inState, msw, signedIn, signedInWith } from './story-support'

const meta = {
  title: 'Screens/Downline',
  component: DownlineScreen,
  parameters: { route: '/team/downline', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof DownlineScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Downline' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(first(fixtures.team).userId)).length).toBeGreaterThan(
      0,
    )
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['downLine'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Downline' }),
    ).toBeInTheDocument()
    await expect(canvas.queryByText(first(fixtures.team).userId)).toBeNull()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['downLine'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Downline' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(emptyTexts.noMembers)).length).toBeGreaterThan(0)
  },
}

/** The list fails to load: what failed ("Could not load your downline.") and a Retry. */
export const ServerError: Story = {
  parameters: inState(['downLine'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Downline' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText('Could not load your downline. Please try again.')).length,
    ).toBeGreaterThan(0)
  },
}

/**
 * A member with a 40-character name without a space (issue 26, points 5 and 10): the desktop side
 * navigation's header keeps it on one line, cut with an ellipsis, the whole name in its title.
 */
export const LongMemberName: Story = {
  beforeEach: signedInWith({ firstName: 'Oluwaseunadebayochristabelnanaakosuaserw' }),
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: 'Downline' })
    const name = await canvas.findByText(/Oluwaseunadebayochristabelnanaakosuaserw/)
    await expect(lineCount(name)).toBe(1)
    await expect(name.closest('[title]')?.getAttribute('title')).toMatch(
      /^Oluwaseunadebayochristabelnanaakosuaserw/,
    )
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      (name.parentElement as HTMLElement).getBoundingClientRect().right + 1,
    )
  },
}
