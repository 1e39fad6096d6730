import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTheme } from 'styled-components'

function Scale() {
  const theme = useTheme()
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
        {Object.entries(theme.space).map(([name, size]) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <code style={{ width: 96, fontSize: 12 }}>
              space[{name}] {size}
            </code>
            <span style={{ width: size, height: 16, background: theme.color.primary }} />
          </li>
        ))}
      </ul>
      <ul style={{ display: 'flex', gap: 16, margin: 0, padding: 0, listStyle: 'none' }}>
        {Object.entries(theme.radius).map(([name, r]) => (
          <li key={name} style={{ textAlign: 'center', fontSize: 12 }}>
            <div
              style={{
                width: 56,
                height: 56,
                borderRadius: r,
                background: theme.color.surface,
                border: `2px solid ${theme.color.primary}`,
                boxShadow: theme.shadow.md,
              }}
            />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}

const meta = {
  title: 'Foundations/Spacing',
  component: Scale,
} satisfies Meta<typeof Scale>

export default meta
type Story = StoryObj<typeof meta>

/** The 4-point spacing scale, the radii and the shadows. */
export const Default: Story = {}
