import type { Meta, StoryObj } from '@storybook/react-vite'
import { useTheme } from 'styled-components'
import { expect, within } from 'storybook/test'
import {
  contrastRatio,
  darkTheme,
  flatten,
  lightTheme,
  palette,
  type ThemeColors,
  type TrellisTheme,
} from '@trellis/ui'

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

/**
 * The WCAG level a ratio reaches for its use: text (min 4.5) is AA from 4.5:1 and AAA from 7:1;
 * a mark that carries meaning (min 3, WCAG 1.4.11) has one level, AA, from 3:1.
 */
function wcagLevel(ratio: number, min: number): 'AAA' | 'AA' | 'fails' {
  if (ratio < min) return 'fails'
  return min >= 4.5 && ratio >= 7 ? 'AAA' : 'AA'
}

function Ratio({
  fg,
  bg,
  min,
  theme: shownIn,
}: {
  fg: string
  bg: string
  min?: number
  /** The theme the ratio is drawn in; the toolbar's by default. */
  theme?: TrellisTheme
}) {
  const current = useTheme()
  const theme = shownIn ?? current
  const ratio = contrastRatio(fg, bg)
  const level = min === undefined ? undefined : wcagLevel(ratio, min)
  return (
    <span style={{ color: level === 'fails' ? theme.color.danger : theme.color.text }}>
      {ratio.toFixed(2)}:1
      {level === undefined ? '' : level === 'fails' ? ` ✗ (needs ${min})` : ` ${level} ✓`}
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

/** A semantic colour in one theme: its swatch, value and ratio on the ground it is mostly drawn on. */
function ThemeCell({ theme, name }: { theme: TrellisTheme; name: Token }) {
  const { on, min, tintOf } = usage[name]
  const color = theme.color
  const ground = on[0]
  // A tint is shown with the colour it sits behind, over a card, as the themes use it.
  const fg = tintOf ? color[tintOf] : color[name]
  const bg = tintOf ? flatten(color[name], color.surface) : ground ? color[ground] : undefined
  return (
    <td style={{ padding: 8, background: theme.color.surface, color: theme.color.text }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <span
          aria-hidden
          style={{
            width: 28,
            height: 28,
            flex: 'none',
            borderRadius: 6,
            border: `1px solid ${color.border}`,
            background: color[name],
          }}
        />
        <span style={{ display: 'grid', gap: 2 }}>
          <code>{color[name]}</code>
          {bg !== undefined && (min !== undefined || tintOf) ? (
            <span>
              {tintOf ? `${tintOf} on it` : `on ${ground}`}:{' '}
              <Ratio theme={theme} fg={fg} bg={bg} min={min ?? usage[tintOf ?? name].min} />
            </span>
          ) : null}
        </span>
      </div>
    </td>
  )
}

/** Every semantic colour in both themes, side by side, each with its ratio and WCAG level. */
function BothThemesTable() {
  const theme = useTheme()
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 12, color: theme.color.text }}>
      <thead>
        <tr>
          {['Token', 'Light', 'Dark'].map((heading) => (
            <th key={heading} scope="col" style={{ textAlign: 'left', padding: 8 }}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(Object.keys(usage) as Token[]).map((name) => (
          <tr key={name} style={{ borderTop: `1px solid ${theme.color.border}` }}>
            <th scope="row" style={{ textAlign: 'left', padding: 8, fontWeight: 600 }}>
              {name}
            </th>
            <ThemeCell theme={lightTheme} name={name} />
            <ThemeCell theme={darkTheme} name={name} />
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The raw palette the themes pick from, each step with its ratio on white and on ink900. */
function PaletteSwatches() {
  const theme = useTheme()
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 8,
        padding: 0,
        margin: 0,
        listStyle: 'none',
        fontSize: 12,
        color: theme.color.text,
      }}
    >
      {Object.entries(palette).map(([name, value]) => (
        <li
          key={name}
          style={{
            border: `1px solid ${theme.color.border}`,
            borderRadius: 10,
            overflow: 'hidden',
            background: theme.color.surface,
          }}
        >
          <div style={{ background: value, height: 32 }} />
          <div style={{ padding: 8, display: 'grid', gap: 2 }}>
            <strong>{name}</strong>
            <code>{value}</code>
            <span>
              on white: <Ratio fg={value} bg={palette.white} min={4.5} />
            </span>
            <span>
              on ink900: <Ratio fg={value} bg={palette.ink900} min={4.5} />
            </span>
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

/**
 * Every semantic colour of the current theme (switch it in the toolbar): what it is for, and its
 * contrast against each surface it is drawn on, computed from the theme.
 */
export const Default: Story = {}

/**
 * Every semantic colour in both themes side by side (whatever the toolbar says), with its ratio on
 * the ground it is mostly drawn on and the WCAG level it reaches: AAA (7:1) or AA (4.5:1) for text,
 * AA (3:1) for marks; a tint is measured with its colour on it, over a card.
 */
export const BothThemes: Story = {
  render: () => <BothThemesTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(usage).length + 1)
    // Nothing below its minimum in either theme.
    await expect(canvas.queryByText(/✗/)).toBeNull()
    await expect(canvas.getAllByText(/AAA ✓/).length).toBeGreaterThan(0)
  },
}

/**
 * The raw palette the themes pick from (components never use it directly): each step with its
 * ratio as text on white and on ink900, the two extremes of the grounds, and the level it reaches.
 */
export const Palette: Story = {
  render: () => <PaletteSwatches />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(palette).length)
  },
}
