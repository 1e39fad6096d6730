// Reads that arrive together go to the database as one statement: the group commit's idea
// (src/domain/group-commit.ts) for the reads every write makes first, such as the session check.
// While `parallel` statements of one kind are under way, the next asks wait and go together (at
// most `max`); an ask that finds fewer under way goes at the next turn of the event loop with
// whatever arrived in the same turn. Each ask gets its own row; a failed statement fails the asks
// it carried, and only those.
import type { SQL } from 'drizzle-orm'
import { query, type Database } from './client'

/** Runs the asks of one statement; the answer of each, in the asks' order. */
export type ManyAtOnce<I, O> = (asks: I[]) => Promise<O[]>

interface Waiting<I, O> {
  ask: I
  resolve: (answer: O) => void
  reject: (error: unknown) => void
}

/** A queue's door: `ask` one thing, answered when the statement that carried it is. */
export interface Coalesced<I, O> {
  ask(ask: I): Promise<O>
}

/** `run` behind a queue that gathers the asks arriving together (see the top of this file). */
export function coalesced<I, O>(
  run: ManyAtOnce<I, O>,
  o: { max: number; parallel: number },
): Coalesced<I, O> {
  const waiting: Waiting<I, O>[] = []
  let running = 0
  let scheduled = false

  async function drain(): Promise<void> {
    running++
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, o.max)
        try {
          const answers = await run(batch.map((w) => w.ask))
          batch.forEach((w, i) => w.resolve(answers[i] as O))
        } catch (error) {
          for (const w of batch) w.reject(error)
        }
      }
    } finally {
      running--
    }
  }

  return {
    ask: (ask) =>
      new Promise<O>((resolve, reject) => {
        waiting.push({ ask, resolve, reject })
        if (running >= o.parallel || scheduled) return
        scheduled = true
        setImmediate(() => {
          scheduled = false
          void drain()
        })
      }),
  }
}

/**
 * A read of one row per ask, gathered: `statement(asks)` returns the rows of all of them, each
 * with its ask's place in `i`; an ask with no row gets undefined. Up to four statements at once on
 * PostgreSQL (a pool of ten connections), one on PGlite (one statement at a time anyway).
 */
export function coalescedReads<I, R>(
  database: Database,
  statement: (asks: I[]) => SQL,
): Coalesced<I, R | undefined> {
  return coalesced(
    async (asks) => {
      const rows = await query<R & { i: number }>(database.db, statement(asks))
      const byAsk = new Map(rows.map((r) => [r.i, r]))
      return asks.map((_, i) => byAsk.get(i))
    },
    { max: 64, parallel: database.kind === 'postgres' ? 4 : 1 },
  )
}
