import { useCallback, useEffect, useState } from 'react'

/**
 * Seconds left of a countdown that starts at `seconds` and runs down to 0. `restart()` starts it
 * again (e.g. after a code was re-sent).
 *
 * The count is read from the clock against a deadline, not decremented per tick: a phone that
 * throttles a background tab still shows the right number when the member comes back, and a
 * frozen clock (the visual tests) shows a frozen number.
 */
export function useCountdown(
  seconds: number,
  isRunning = true,
): {
  remaining: number
  restart: () => void
} {
  const [deadline, setDeadline] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!isRunning) {
      setDeadline(null)
      return
    }
    const started = Date.now()
    const end = started + Math.max(0, seconds) * 1000
    setDeadline(end)
    setNow(started)
    if (seconds <= 0) return
    // Four reads a second keep the shown second within a quarter of a second of the clock.
    const id = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= end) clearInterval(id)
    }, 250)
    return () => clearInterval(id)
  }, [seconds, isRunning, round])

  const restart = useCallback(() => setRound((n) => n + 1), [])
  const remaining =
    deadline === null ? Math.max(0, seconds) : Math.max(0, Math.ceil((deadline - now) / 1000))
  return { remaining, restart }
}
