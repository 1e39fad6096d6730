import { useCallback, useEffect, useState } from 'react'

/**
 * Seconds left of a countdown that starts at `seconds` and ticks once a second down to 0.
 * `restart()` starts it again (e.g. after a code was re-sent).
 */
export function useCountdown(
  seconds: number,
  isRunning = true,
): {
  remaining: number
  restart: () => void
} {
  const [remaining, setRemaining] = useState(seconds)
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!isRunning) return
    setRemaining(seconds)
    if (seconds <= 0) return
    const id = setInterval(() => {
      setRemaining((left) => {
        if (left <= 1) clearInterval(id)
        return Math.max(0, left - 1)
      })
    }, 1000)
    return () => clearInterval(id)
  }, [seconds, isRunning, round])

  const restart = useCallback(() => setRound((n) => n + 1), [])
  return { remaining, restart }
}
