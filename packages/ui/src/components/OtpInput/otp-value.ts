/** Only the digits of `text`. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '')
}

/**
 * The code after box `index` received `incoming` (what the input now holds). One digit replaces
 * that box; several (autofill, a fast typist, a paste) fill forward from it. The code stays
 * contiguous: a digit can only land in a filled box or the first empty one.
 */
export function placeDigits(
  code: string,
  index: number,
  incoming: string,
  length: number,
): { code: string; next: number } {
  const previous = code[index] ?? ''
  let digits = digitsOf(incoming)
  // The box already held a digit and the caret was after it: the new one is the other digit.
  if (digits.length === 2 && previous && digits.startsWith(previous)) digits = digits.slice(1)
  if (digits.length === 0) return { code, next: index }
  const at = Math.min(index, code.length)
  const merged = (code.slice(0, at) + digits + code.slice(at + digits.length)).slice(0, length)
  return { code: merged, next: Math.min(at + digits.length, length - 1) }
}

/** The code after Backspace in box `index`: clears that box, or the one before when empty. */
export function removeDigit(code: string, index: number): { code: string; next: number } {
  if (index < code.length) {
    return { code: code.slice(0, index) + code.slice(index + 1), next: index }
  }
  const before = Math.max(0, index - 1)
  return { code: code.slice(0, before) + code.slice(before + 1), next: before }
}
