// Reads wait their turn in a bounded queue, so a crowd of readers cannot starve the rest: at most
// `concurrency` reads are served at once, at most `maxWaiting` wait, and one more is shed at once
// with 503 and Retry-After. Log-in, writes, money calls and the probes (/healthz, /readyz) never
// enter it. Why it matters: PGlite runs each query on the event loop, and the queries queued behind
// each other continue as microtasks, so while hundreds of reads were queued in PGlite the loop
// never came back to accept new connections (a log-in and /healthz took 12-22 s under 300
// readers); on PostgreSQL the reads held every pooled connection and a log-in queued behind them.
// The next read starts on setImmediate, after the loop has polled for I/O.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { serverMessages } from '@trellis/contract'
import { HttpError } from './errors'

export interface ReadQueueOptions {
  /** Reads served at once. */
  concurrency: number
  /** Reads waiting for a turn; past this a read is refused with 503. */
  maxWaiting: number
  /** Sent as Retry-After with the 503. */
  retryAfterSeconds: number
}

/**
 * PGlite is one connection on the event loop: one read at a time gives the loop a turn between
 * reads. PostgreSQL: 8 of the pool's 10 connections, 2 left for log-ins, writes and /readyz.
 * The waiting room holds about 2 s of reads at the rates `pnpm bench pressure` measured on a
 * loaded 2-core machine (~240 reads/s on PGlite, ~600-1,100 on PostgreSQL); past it a read is
 * told to come back in 1 s rather than wait longer.
 */
export const READ_QUEUE_DEFAULTS: Record<'pglite' | 'postgres', ReadQueueOptions> = {
  pglite: { concurrency: 1, maxWaiting: 512, retryAfterSeconds: 1 },
  postgres: { concurrency: 8, maxWaiting: 1024, retryAfterSeconds: 1 },
}

export type ReadQueue = ReturnType<typeof createReadQueue>

export function createReadQueue(o: ReadQueueOptions, now: () => Date) {
  let running = 0
  const waiting: (() => void)[] = []

  function release(): void {
    running--
    const next = waiting.shift()
    if (!next) return
    running++
    setImmediate(next)
  }

  /** Waits for a turn; resolves with the function that ends it (call it once). */
  function enter(): Promise<() => void> {
    if (running < o.concurrency) {
      running++
      return Promise.resolve(once(release))
    }
    if (waiting.length >= o.maxWaiting) {
      const retryAt = new Date(now().getTime() + o.retryAfterSeconds * 1000)
      return Promise.reject(
        new HttpError(503, serverMessages.databaseUnavailable, undefined, {}, retryAt),
      )
    }
    return new Promise((resolve) => waiting.push(() => resolve(once(release))))
  }

  /**
   * The onRequest hook of a read route: takes a turn (or throws the 503) and gives it back when
   * the answer is sent or the connection closes, whichever comes first. A client that went away
   * while waiting gives its turn back at once (a turn taken for nobody would be lost for good).
   */
  async function hook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const turn: { done?: () => void; closed?: boolean } = {}
    reply.raw.once('close', () => {
      turn.closed = true
      turn.done?.()
    })
    const done = await enter()
    turn.done = done
    if (turn.closed) {
      done()
      throw new HttpError(503, serverMessages.databaseUnavailable)
    }
    turns.set(request, done)
  }

  /** The onResponse hook of a read route. */
  async function finished(request: FastifyRequest): Promise<void> {
    turns.get(request)?.()
  }

  const turns = new WeakMap<FastifyRequest, () => void>()
  return {
    enter,
    hook,
    finished,
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}

function once(fn: () => void): () => void {
  let called = false
  return () => {
    if (called) return
    called = true
    fn()
  }
}
