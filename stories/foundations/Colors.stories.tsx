import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTheme } from 'styled-components'
import { contrastRatio, flatten, type ThemeColors } from '@trellis/ui'

type Token = keyof ThemeColors

/**
 * What each colour is for and what it is drawn on. The ratios beside it are computed from the
 * theme (never typed in), against the minimum its use needs: 4.5 for text, 3 for marks that carry
 * meaning (WCAG 1.4.3 and 1.4.11); a colour with no minimum is decorative.
 */
const usage: Record<Token, { use: string; on: Token[]; min?: number; tintOf?: Token }> = {
  bg: { use: 'Page background, behind cards.', on: [] },
  surface: { use: 'Cards, dialogs, tables: where most text sits.', on: [] },
  surfaceAlt: { use: 'Table heads, secondary cards, icon wells.', on: [] },
  border: { use: 'Card and field outlines (decorative: the text inside names the box).', on: [] },
  text: { use: 'Body text and figures.', on: ['bg', 'surface', 'surfaceAlt'], min: 4.5 },
  textMuted: { use: 'Labels, hints, dates.', on: ['bg', 'surface', 'surfaceAlt'], min: 4.5 },
  primary: { use: 'Primary buttons and the gauge fill.', on: ['surface'], min: 3 },
  primaryText: { use: 'Links and icons in the brand colour.', on: ['surface', 'bg'], min: 4.5 },
  onPrimary: { use: 'Text on a primary button.', on: ['primary'], min: 4.5 },
  success: { use: 'Credits, Active badge.', on: ['surface', 'successBg'], min: 4.5 },
  successBg: { use: 'Tint behind success text.', on: [], tintOf: 'success' },
  danger: { use: 'Debits, errors, danger buttons.', on: ['surface', 'dangerBg'], min: 4.5 },
  onDanger: { use: 'Text on a danger button.', on: ['danger'], min: 4.5 },
  dangerBg: { use: 'Tint behind error text.', on: [], tintOf: 'danger' },
  warning: { use: 'Warnings, pending states.', on: ['surface', 'warningBg'], min: 4.5 },
  warningBg: { use: 'Tint behind warning text.', on: [], tintOf: 'warning' },
  focus: { use: 'Focus rings around any control.', on: ['bg', 'surface'], min: 3 },
  track: { use: 'Empty part of a meter (the pool gauge).', on: ['surface'], min: 3 },
  overlay: { use: 'Dims the page behind a dialog.', on: [] },
}

function Ratio({ fg, bg, min }: { fg: string; bg: string; min?: number }) {
  const theme = useTheme()
  const ratio = contrastRatio(fg, bg)
  const passes = min === undefined || ratio >= min
  return (
    <span style={{ color: passes ? theme.color.text : theme.color.danger }}>
      {ratio.toFixed(2)}:1{min !== undefined ? (passes ? ' ✓' : ` ✗ (needs ${min})`) : ''}
    </span>
  )
}

function Swatches() {
  const theme = useTheme()
  const color = theme.color
  // Tints are translucent in the dark theme: measure what they show over a card.
  const solid = (token: Token) =>
    usage[token].tintOf !== undefined ? flatten(color[token], color.surface) : color[token]
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 12,
        padding: 0,
        margin: 0,
        listStyle: 'none',
      }}
    >
      {(Object.keys(usage) as Token[]).map((name) => {
        const { use, on, min } = usage[name]
        return (
          <li
            key={name}
            style={{
              border: `1px solid ${color.border}`,
              borderRadius: 10,
              overflow: 'hidden',
              background: color.surface,
            }}
          >
            <div style={{ background: color[name], height: 40 }} />
            <div style={{ padding: 8, fontSize: 12, color: color.text, display: 'grid', gap: 4 }}>
              <strong>{name}</strong>
              <code>{color[name]}</code>
              <span style={{ color: color.textMuted }}>{use}</span>
              {on.map((surface) => (
                <span key={surface}>
                  on {surface}: <Ratio fg={color[name]} bg={solid(surface)} min={min} />
                </span>
              ))}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

const meta = {
  title: 'Foundations/Colors',
  component: Swatches,
} satisfies Meta<typeof Swatches>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every semantic colour of the current theme (switch it in the toolbar): what it is for, and its
 * contrast against each surface it is drawn on, computed from the theme.
 */
export const Default: Story = {}
