import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

// Open traps, innermost last: only the innermost one acts, so a dialog over a dialog works.
const stack: HTMLElement[] = []

/** Elements inside `root` that Tab can reach, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden],[inert]'),
  )
}

/**
 * Where focus goes when a trap opens without an `initialFocus`: the first focusable element if
 * it is in view without scrolling, else the container itself when it can take focus (a dialog
 * panel has tabindex -1 and is labelled by its title). Focusing a control at the bottom of long
 * content (a list's Next button) would scroll the title and the first rows out of sight; this is
 * the WAI-ARIA dialog pattern's advice for long dialogs.
 */
function initialFocusIn(root: HTMLElement): HTMLElement {
  const first = focusableIn(root)[0]
  if (!first) return root
  if (!root.hasAttribute('tabindex')) return first
  const box = root.getBoundingClientRect()
  const own = first.getBoundingClientRect()
  return own.bottom <= box.bottom + 1 ? first : root
}

/** Options of {@link useFocusTrap}. */
export interface FocusTrapOptions {
  /** Called when Escape is pressed inside the trap. */
  onEscape?: () => void
  /** Element to focus first; defaults to {@link initialFocusIn}. */
  initialFocus?: RefObject<HTMLElement | null>
}

/**
 * Keeps keyboard focus inside `ref` while `isActive`: Tab and Shift+Tab cycle, Escape calls
 * `onEscape`, and on release focus goes back to the element that had it before (the opener),
 * so a keyboard user never loses their place.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  isActive: boolean,
  options: FocusTrapOptions = {},
): void {
  // Latest callbacks without re-arming the trap (re-arming would steal focus on every render).
  const optionsRef = useRef(options)
  useEffect(() => {
    optionsRef.current = options
  })

  useEffect(() => {
    const root = ref.current
    if (!isActive || !root) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // On the stack before focusing, so an outer trap lets this focus move happen.
    stack.push(root)
    const isTop = () => stack[stack.length - 1] === root
    const first = optionsRef.current.initialFocus?.current ?? initialFocusIn(root)
    first.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return
      if (event.key === 'Escape') {
        const onEscape = optionsRef.current.onEscape
        if (onEscape) {
          event.stopPropagation()
          onEscape()
        }
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(root)
      const head = items[0]
      const tail = items[items.length - 1]
      if (!head || !tail) {
        event.preventDefault()
        return
      }
      const current = document.activeElement
      if (event.shiftKey && (current === head || current === root)) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && current === tail) {
        event.preventDefault()
        head.focus()
      }
    }
    // A click or script that moves focus out is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !root.contains(event.target)) {
        ;(focusableIn(root)[0] ?? root).focus()
      }
    }
    root.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      stack.splice(stack.indexOf(root), 1)
      root.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      if (opener && opener.isConnected) opener.focus()
    }
  }, [ref, isActive])
}
