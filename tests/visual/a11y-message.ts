// What the visual run says of an a11y violation (issue 29, review ergonomics): each failing element
// by its selector and its own words, and for a contrast failure the ratio, what it needs and the
// two colours, from axe's own data, so a reviewer can find the element and see why without
// opening Storybook's a11y panel. The selector alone was a hashed class (`.sc-bdnzMm`).

/** The part of an axe violation this reads. */
export interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  nodes?: {
    target?: unknown
    html?: string
    any?: { id?: string; data?: unknown }[]
  }[]
}

/** An element's words, from its HTML as axe gives it: tags dropped, spaces folded, cut at 60. */
function wordsOf(html: string | undefined): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 60 ? `${text.slice(0, 59)}…` : text
}

/** axe's contrast data: the colours it measured and the ratio it needs. */
function contrastOf(node: NonNullable<AxeViolation['nodes']>[number]): string {
  for (const check of node.any ?? []) {
    const data = check.data as
      | {
          fgColor?: string
          bgColor?: string
          contrastRatio?: number
          expectedContrastRatio?: string
        }
      | undefined
    if (!data || typeof data.contrastRatio !== 'number') continue
    const needs = data.expectedContrastRatio ? ` (needs ${data.expectedContrastRatio})` : ''
    return `, ratio ${data.contrastRatio}:1${needs}, ${data.fgColor ?? '?'} on ${data.bgColor ?? '?'}`
  }
  return ''
}

/** One line per violation: rule, impact, help, then each element with its words (and contrast). */
export function describeViolation(v: AxeViolation): string {
  const nodes = (v.nodes ?? []).map((node) => {
    const selector = [node.target ?? []].flat().join(' ')
    const words = wordsOf(node.html)
    return `${selector}${words ? ` "${words}"` : ''}${contrastOf(node)}`
  })
  return `a11y violation ${v.id} (${v.impact ?? 'no impact'}): ${v.help} — ${nodes.join(', ')}`
}
