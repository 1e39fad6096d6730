// A database wrapped so a test can act around its statements and commits: hold a statement
// before it runs, see one return, hold a transaction before it commits. Deterministic stand-ins
// for "a read in flight while ...": the test decides what runs when, no timing involved.
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database, Db } from '../../src/db/client'

const dialect = new PgDialect()

/** What runs around statements of `db` (not a transaction's) and before commits (unset: nothing). */
export interface DbHooks {
  beforeExecute?: (text: string) => Promise<void>
  afterExecute?: (text: string) => void
  /** After each statement a transaction runs (its BEGIN and COMMIT are not statements here). */
  inTransaction?: (text: string) => void
  beforeCommit?: () => Promise<void>
}

/** `real` with `hooks` around every statement of `db` and before every commit. */
export function hooked(real: Database, hooks: DbHooks): Database {
  const db = new Proxy(real.db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown
      return async (statement: SQL) => {
        const text = dialect.sqlToQuery(statement).sql
        await hooks.beforeExecute?.(text)
        const result = await target.execute(statement)
        hooks.afterExecute?.(text)
        return result
      }
    },
  }) as Db
  return {
    ...real,
    db,
    transaction: (fn) =>
      real.transaction(async (real) => {
        const tx = new Proxy(real, {
          get(target, prop, receiver) {
            if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown
            return async (statement: SQL) => {
              const result = await target.execute(statement)
              hooks.inTransaction?.(dialect.sqlToQuery(statement).sql)
              return result
            }
          },
        })
        const value = await fn(tx)
        await hooks.beforeCommit?.()
        return value
      }),
  }
}

/** A promise and the function that settles it. */
export function signal<T = void>() {
  let settle!: (value: T) => void
  const promise = new Promise<T>((resolve) => (settle = resolve))
  return { promise, settle }
}

/** The session check of every authenticated call (src/http/auth.ts). */
export const isSessionCheck = (text: string) => /from "?sessions"? s\b/i.test(text)

/**
 * What the mails after earlier answers (a sign-up's team event, a deposit's notice, a transfer
 * received) may run at any time, outside any call's own statements.
 */
export const isMailWork = (text: string) => /member_events|SELECT locale FROM members/i.test(text)
