/**
 * WCAG 2.x contrast between two CSS colours (hex `#rgb`/`#rrggbb` or `rgb()`/`rgba()`).
 * A translucent foreground is laid over the background first, as the browser paints it, so the
 * tinted backgrounds of the dark theme (rgba) are measured as the member sees them.
 */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColor(background)
  if (back.alpha < 1) throw new Error(`The background ${background} must be opaque`)
  const front = blend(parseColor(foreground), back)
  const [one, two] = [luminance(front), luminance(back)]
  return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05)
}

/**
 * The opaque colour a translucent one shows over a background (the dark theme's tinted status
 * backgrounds over a card), as `rgb()`: what text on that tint is measured against.
 */
export function flatten(color: string, background: string): string {
  const { red, green, blue } = blend(parseColor(color), parseColor(background))
  return `rgb(${Math.round(red)}, ${Math.round(green)}, ${Math.round(blue)})`
}

interface Rgba {
  red: number
  green: number
  blue: number
  alpha: number
}

function parseColor(css: string): Rgba {
  const value = css.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1]
  if (hex) {
    const digits = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex
    const channel = (at: number) => parseInt(digits.slice(at, at + 2), 16)
    return { red: channel(0), green: channel(2), blue: channel(4), alpha: 1 }
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(
    value,
  )
  if (rgb) {
    const [, red, green, blue, alpha] = rgb
    return {
      red: Number(red),
      green: Number(green),
      blue: Number(blue),
      alpha: alpha === undefined ? 1 : Number(alpha),
    }
  }
  throw new Error(`Not a colour contrastRatio can read: ${css}`)
}

function blend(front: Rgba, back: Rgba): Rgba {
  const mix = (f: number, b: number) => f * front.alpha + b * (1 - front.alpha)
  return {
    red: mix(front.red, back.red),
    green: mix(front.green, back.green),
    blue: mix(front.blue, back.blue),
    alpha: 1,
  }
}

/** Relative luminance as WCAG defines it (sRGB channels linearised). */
function luminance({ red, green, blue }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}
