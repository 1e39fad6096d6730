// A lint rule (issue 27): words a member reads come from the message catalogues, never from a
// literal in a component. It reports JSX text with letters in it, and string literals given to
// the props (and object keys) that reach the screen: label, title, hint, placeholder, aria-label…
// Punctuation and symbols (…, ›, *, —) are not words and pass; so does the brand name.

/** Props and keys whose strings are shown or read out to the member. */
const USER_FACING = new Set([
  'label',
  'title',
  'hint',
  'placeholder',
  'aria-label',
  'alt',
  'description',
  'message',
  'caption',
  'header',
  'heading',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'okLabel',
  'menuLabel',
  'emptyText',
  'note',
  'subject',
])

/** Strings that are the same in every language. */
const ALLOWED = new Set(['Trellis'])

const hasWords = (/** @type {string} */ text) => {
  const trimmed = text.trim()
  return /\p{L}/u.test(trimmed) && !ALLOWED.has(trimmed)
}

/** The string a literal or a template without expressions holds, else null. */
function literalText(/** @type {any} */ node) {
  if (!node) return null
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ')
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression)
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible words come from the message catalogues (docs/i18n.md).' },
    messages: {
      text: 'User-visible text "{{text}}" is not from a catalogue: add it to the screen\'s messages and use t(…) (docs/i18n.md).',
    },
    schema: [],
  },
  create(context) {
    const report = (/** @type {any} */ node, /** @type {string} */ text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } })
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value)
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : ''
        if (!USER_FACING.has(name)) return
        const text = literalText(node.value)
        if (text !== null && hasWords(text)) report(node, text)
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value
        if (node.computed || !USER_FACING.has(String(key))) return
        // An item whose `labelKey` names its catalogue id keeps its English label as data.
        const siblings = node.parent.type === 'ObjectExpression' ? node.parent.properties : []
        const keyOf = (/** @type {any} */ p) => p.type === 'Property' && p.key.name
        if (siblings.some((p) => keyOf(p) === 'labelKey')) return
        const text = literalText(node.value)
        if (text !== null && hasWords(text)) report(node, text)
      },
      AssignmentPattern(node) {
        // A default prop: `label = 'Loading'` in a component's parameters.
        const key = node.left.type === 'Identifier' ? node.left.name : ''
        if (!USER_FACING.has(key) && !/Label$|Text$/.test(key)) return
        const text = literalText(node.right)
        if (text !== null && hasWords(text)) report(node, text)
      },
    }
  },
}

/** The local plugin: `trellis/no-literal-text`. */
export const trellisPlugin = { rules: { 'no-literal-text': noLiteralText } }
