/** 75 → "1:15": the countdown as a member reads a clock. */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}
