import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { emptyTexts } from '@trellis/contract'
import { fixtures } from '@trellis/api-client/mocks'
import { LevelIncomeScreen } from '@trellis/app/screens/LevelIncome/LevelIncomeScreen'
import { first, inState, msw, signedIn } from './story-support'

const meta = {
  title: 'Screens/LevelIncome',
  component: LevelIncomeScreen,
  parameters: { route: '/earning/level', layout: 'fullscreen', ...msw() },
  beforeEach: signedIn,
} satisfies Meta<typeof LevelIncomeScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen with the mock world's data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Level Income' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText(new RegExp(first(fixtures.levelIncome).userId.userId))).length,
    ).toBeGreaterThan(0)
  },
}

/** The data never arrives: placeholders, no figures yet. */
export const Loading: Story = {
  parameters: inState(['levelEarning'], 'loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Level Income' }),
    ).toBeInTheDocument()
    await expect(
      canvas.queryByText(new RegExp(first(fixtures.levelIncome).userId.userId)),
    ).toBeNull()
  },
}

/** Nothing to show: the spec's empty text or zero figures. */
export const Empty: Story = {
  parameters: inState(['levelEarning'], 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Level Income' }),
    ).toBeInTheDocument()
    await expect((await canvas.findAllByText(emptyTexts.noTransactions)).length).toBeGreaterThan(0)
  },
}

/** The list fails to load: what failed ("Could not load level income.") and a Retry. */
export const ServerError: Story = {
  parameters: inState(['levelEarning'], 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Level Income' }),
    ).toBeInTheDocument()
    await expect(
      (await canvas.findAllByText('Could not load level income. Please try again.')).length,
    ).toBeGreaterThan(0)
  },
}
