export { useFocusTrap, focusableIn } from './use-focus-trap'
export type { FocusTrapOptions } from './use-focus-trap'
export { useCountdown } from './use-countdown'
export { useReducedMotion } from './use-reduced-motion'
