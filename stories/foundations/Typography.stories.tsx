import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTheme } from 'styled-components'

function Scale() {
  const theme = useTheme()
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {Object.entries(theme.font.size).map(([name, size]) => (
        <div key={name} style={{ display: 'grid', gap: 4 }}>
          <code style={{ fontSize: 12, color: theme.color.textMuted }}>
            size.{name} · {size}
          </code>
          <span style={{ fontSize: size, lineHeight: theme.font.lineHeight.tight }}>
            Income wallet $1,234.50
          </span>
        </div>
      ))}
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {Object.entries(theme.font.weight).map(([name, weight]) => (
          <span key={name} style={{ fontWeight: weight }}>
            {name} {weight}
          </span>
        ))}
      </div>
      {/* An address is one word: on a phone it wraps anywhere, as the app's own do, instead of
          widening the page (the visual step fails a story wider than its viewport). */}
      <code style={{ fontFamily: theme.font.mono, overflowWrap: 'anywhere' }}>
        0x71C7656EC7ab88b098defB751B7401B5f6d8976F
      </code>
    </div>
  )
}

const meta = {
  title: 'Foundations/Typography',
  component: Scale,
} satisfies Meta<typeof Scale>

export default meta
type Story = StoryObj<typeof meta>

/** The type scale and weights of Inter (bundled from npm, no CDN), and the mono face. */
export const Default: Story = {}
