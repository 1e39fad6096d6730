export const font = {
  family:
    "'Inter Variable', 'Noto Sans Devanagari Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  /**
   * The language switch's names ("हिन्दी" on an English page): a 5 KB subset face first
   * (themes/fonts/language-names.css), so an English page fetches no Devanagari face.
   */
  languageNames: "'Trellis Language Names', 'Inter Variable', 'Inter', system-ui, sans-serif",
  /** Addresses, hashes and ids: the bundled face (themes/fonts/mono.css), then the system's. */
  mono: "'Trellis Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5 },
} as const
