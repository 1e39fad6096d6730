// Below-the-fold content rendered after the screen's first paint, in a transition: the first
// frame (the part a member sees) is one shorter task, and the rest yields to input.
import { startTransition, useEffect, useState } from 'react'

/** False on the first render; true once the browser has painted it. */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // The frame after this commit is painted before the timer fires.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [])
  return ready
}
