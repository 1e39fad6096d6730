import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Icon, iconNames } from '@trellis/ui'

const meta = {
  title: 'Components/Icon',
  // Drawn the same at every width: one picture per theme (tests/visual/baselines.spec.ts).
  parameters: { visual: { widths: ['phone'] } },
  component: Icon,
  args: { name: 'wallet', size: 24 },
  argTypes: {
    size: { control: 'number' },
    name: { control: 'select', options: iconNames },
  },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

/** A decorative icon: hidden from screen readers, it sits next to a visible label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')
    await expect(svg).toHaveAttribute('aria-hidden', 'true')
  },
}

/** With `title` the icon speaks for itself: role img with that name. */
export const Labelled: Story = {
  args: { name: 'menu', title: 'Open menu' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Open menu' })).toBeInTheDocument()
  },
}

/** Every icon of the set, with its name. */
export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon {...args} name={name} size={28} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]')).toHaveLength(iconNames.length)
  },
}

/** Larger, for tiles. */
export const Large: Story = { args: { name: 'deposit', size: 48 } }

export const Mobile: Story = {
  ...AllIcons,
  globals: { viewport: { value: 'mobile' } },
}

/** The dark theme: every text keeps AA contrast. */
export const Dark: Story = { ...AllIcons, globals: { theme: 'dark' } }
