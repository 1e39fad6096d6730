// Waiting on work that takes as long as the machine makes it take (a server starting, a real
// process answering) without racing the clock: the wait ends on the awaited event itself (a line
// printed, a port answering), and fails only when nothing moves for a while (the idle deadline,
// reset by every sign of progress) or, as a last safety net, after a long cap. On a loaded 2-core
// CI machine a step may get an eighth of a core (a CI run's server step used 116 s of CPU in
// 919 s), so a fixed deadline that suits a quiet laptop fails there; an idle one does not, and a
// hung start still fails within the idle deadline.
import { readFileSync, readdirSync } from 'node:fs'

/**
 * CPU used so far by process `pid` and all its descendants, in clock ticks (Linux /proc), or
 * undefined where /proc cannot tell. A start that computes (compiling, migrating, hashing) moves
 * it; a hung one does not.
 * @param {number | undefined} pid
 * @returns {number | undefined}
 */
export function processTreeCpu(pid) {
  if (pid === undefined) return undefined
  try {
    let ticks = 0
    const seen = new Set()
    const visit = (id) => {
      if (seen.has(id)) return
      seen.add(id)
      // Fields after the command name (which may hold spaces, hence the last ')'): utime is the
      // 12th and stime the 13th of them (proc(5) fields 14 and 15).
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim()
        if (children) for (const child of children.split(' ')) visit(Number(child))
      }
    }
    visit(pid)
    return ticks
  } catch {
    // No /proc (macOS), or the process has just exited: no reading.
    return undefined
  }
}

/**
 * Polls `done()` until it returns a value other than undefined/false and returns that value.
 * Fails when `failed()` gives a reason (the process exited), when `progress()` (any value whose
 * change means the work moved: bytes printed, CPU used, rows written) stays the same for `idleMs`,
 * or after `capMs` in all.
 * @template T
 * @param {{
 *   what: string,
 *   done: () => T | undefined | false | Promise<T | undefined | false>,
 *   progress?: () => unknown,
 *   failed?: () => string | undefined,
 *   idleMs: number,
 *   capMs: number,
 *   pollMs?: number,
 *   detail?: () => string,
 * }} wait
 * @returns {Promise<T>}
 */
export async function untilProgress(wait) {
  const { what, done, progress = () => undefined, failed = () => undefined } = wait
  const pollMs = wait.pollMs ?? 100
  const start = Date.now()
  let last = progress()
  let movedAt = start
  const detail = () => (wait.detail ? `\n${wait.detail()}` : '')
  for (;;) {
    const value = await done()
    if (value !== undefined && value !== false) return value
    const reason = failed()
    if (reason) throw new Error(`${what}: ${reason}${detail()}`)
    const now = Date.now()
    const seen = progress()
    if (seen !== last) {
      last = seen
      movedAt = now
    } else if (now - movedAt > wait.idleMs) {
      throw new Error(`${what}: no progress for ${Math.round(wait.idleMs / 1000)} s${detail()}`)
    }
    if (now - start > wait.capMs)
      throw new Error(`${what}: still not done after ${Math.round(wait.capMs / 1000)} s${detail()}`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
