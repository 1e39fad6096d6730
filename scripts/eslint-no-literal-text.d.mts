import type { ESLint } from 'eslint'

/** The local plugin: `trellis/no-literal-text` (scripts/eslint-no-literal-text.mjs). */
export declare const trellisPlugin: ESLint.Plugin & {
  rules: { 'no-literal-text': import('eslint').Rule.RuleModule }
}
