/**
 * The number typed in an amount box, or null while it is not one yet ("", ".", "1e3", "12a").
 * Only plain decimals count, so the check agrees with what the server will accept.
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d*\.?\d*$/.test(trimmed) || !/\d/.test(trimmed)) return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : null
}

/** True when a typed amount is a number above `max` (exactly `max` is allowed). */
export function exceedsMax(text: string, max: number | undefined): boolean {
  if (max === undefined) return false
  const value = parseAmount(text)
  return value !== null && value > max
}
