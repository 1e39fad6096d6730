/** Mobile first: styles are for phones, these widen them. */
export const breakpoints = { sm: '480px', md: '768px', lg: '1024px' } as const
export const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  md: `@media (min-width: ${breakpoints.md})`,
  lg: `@media (min-width: ${breakpoints.lg})`,
  /**
   * Where the member app's desktop layout starts (the lg width): a side navigation instead of the
   * bottom bar and the drawer, the dashboard in columns, forms beside their history.
   */
  desktop: `@media (min-width: ${breakpoints.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const
export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '400ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const
