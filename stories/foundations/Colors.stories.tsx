import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTheme } from 'styled-components'

function Swatches() {
  const theme = useTheme()
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(theme.color).map(([name, value]) => (
        <li
          key={name}
          style={{
            border: `1px solid ${theme.color.border}`,
            borderRadius: 10,
            overflow: 'hidden',
            background: theme.color.surface,
          }}
        >
          <div style={{ background: value, height: 48 }} />
          <div style={{ padding: 8, fontSize: 12, color: theme.color.text }}>
            <strong>{name}</strong>
            <br />
            <code>{value}</code>
          </div>
        </li>
      ))}
    </ul>
  )
}

const meta = {
  title: 'Foundations/Colors',
  component: Swatches,
} satisfies Meta<typeof Swatches>

export default meta
type Story = StoryObj<typeof meta>

/** Every semantic colour of the current theme. */
export const Default: Story = {}
