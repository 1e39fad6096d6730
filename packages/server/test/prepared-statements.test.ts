// Both databases run the hot statements prepared: a text met PREPARE_AFTER times is named, so each
// connection (PGlite has one) parses it once (and mostly plans it once) instead of on every call,
// and the set of prepared texts stays bounded however many shapes a batch's statements take.
import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  HotStatements,
  PREPARE_AFTER,
  hotStatementsOf,
  openDatabase,
  query,
  type Database,
} from '../src/db/client'
import { errorCode } from '../src/domain/idempotency'
import { decide, readStatement, writeStatement, type Move } from '../src/domain/group-commit'
import { toSelfMove, toUserMove } from '../src/domain/transfers'
import { testDatabase, testDbKind, type TestDatabase } from './helpers/db'

describe('HotStatements', () => {
  it('names a text once it has been met often enough, the same name ever after', () => {
    const hot = new HotStatements(3, 10)
    expect([hot.nameOf('a'), hot.nameOf('a')]).toEqual([undefined, undefined])
    const name = hot.nameOf('a')
    expect(name).toMatch(/^t_[\w-]{24}$/)
    expect(hot.nameOf('a')).toBe(name)
    expect(hot.nameOf('b')).toBeUndefined()
  })

  it('prepares at most its quota of texts', () => {
    const hot = new HotStatements(1, 2)
    const names = ['a', 'b', 'c', 'a', 'c'].map((t) => hot.nameOf(t))
    expect(names[0]).toBeDefined()
    expect(names[1]).toBeDefined()
    expect(names[2]).toBeUndefined()
    expect(names[3]).toBe(names[0])
    expect(names[4]).toBeUndefined()
    expect(hot.prepared).toBe(2)
  })
})

describe("the group commit's statements", () => {
  const text = (statement: ReturnType<typeof readStatement> | undefined) =>
    statement === undefined ? '' : new PgDialect().sqlToQuery(statement).sql
  const batch = (n: number, keyed: boolean): Move[] =>
    Array.from({ length: n }, (_, i) =>
      i % 2 === 0
        ? toSelfMove(10 + i, keyed ? { key: `k${i}`, fingerprint: `f${i}` } : undefined, 100)
        : toUserMove(10 + i, keyed ? { key: `k${i}`, fingerprint: `f${i}` } : undefined, {
            toId: 99,
            toUserId: 'X',
            cents: 100,
            wallet: 'wallet',
          }),
    )
  /** What the read would hand `decide`: every wallet funded, no key stored, every sender's view. */
  const plan = (moves: Move[]) => {
    const wallets = moves.flatMap((m) =>
      m.posting.legs.flatMap((l) =>
        'system' in l.account
          ? []
          : [
              {
                id: l.account.memberId * 10,
                member_id: l.account.memberId,
                name: l.account.wallet,
                balance_cents: 1e9,
              },
            ],
      ),
    )
    const views = moves.map((m) => ({ member_id: m.memberId, balances: {} }))
    return decide(moves, { wallets, keys: null, views })
  }

  it('read the same, one text, whatever the size and make-up of the batch', () => {
    const small = batch(1, false)
    const large = batch(7, true)
    expect(text(readStatement(large))).toBe(text(readStatement(small)))
    const written = [plan(small), plan(large)]
    expect(written.map((p) => p.posted.length)).toEqual([1, 7])
    expect(text(writeStatement(written[1] ?? plan([])))).toBe(
      text(writeStatement(written[0] ?? plan([]))),
    )
  })
})

let db: TestDatabase
/**
 * The database the statements run on. PGlite: one of its own, in memory: the test files hand
 * their PGlite on to the next file, whose hot statements may have spent its quota already.
 */
let database: Database
beforeAll(async () => {
  db = await testDatabase()
  database = testDbKind === 'pglite' ? await openDatabase({ pgliteDir: undefined }) : db.database
})
afterAll(async () => {
  if (database !== db.database) await database.close()
  await db.close()
})

describe(`on ${testDbKind}`, () => {
  it('a statement run often is prepared on its connection and answers as before', async () => {
    const marker = `prepared-${Date.now()}`
    const statement = (n: number) => sql`SELECT ${n}::int + 1 AS next, ${marker}::text AS marker`
    const preparedOn = await database.transaction(async (tx) => {
      const answers: number[] = []
      for (let n = 0; n < PREPARE_AFTER + 5; n++) {
        const [row] = await query<{ next: number }>(tx, statement(n))
        answers.push(row?.next ?? -1)
      }
      expect(answers).toEqual(answers.map((_, n) => n + 1))
      const [row] = await query<{ count: number }>(
        tx,
        sql`SELECT count(*)::int AS count FROM pg_prepared_statements
          WHERE statement LIKE '%AS marker%' AND name LIKE 't\\_%'`,
      )
      return row?.count ?? 0
    })
    expect(preparedOn).toBe(1)
    expect(hotStatementsOf.get(database.db)?.prepared).toBeGreaterThanOrEqual(1)
  })

  it('a prepared statement that fails fails as before, and the next call runs', async () => {
    const statement = (n: number) => sql`SELECT 100 / ${n}::int AS quotient, 'fails' AS failing`
    for (let n = 1; n <= PREPARE_AFTER + 2; n++) await query(database.db, statement(n))
    const failed = await query(database.db, statement(0)).catch((e: unknown) => e)
    expect(errorCode(failed)).toBe('22012')
    const inside = await database
      .transaction((tx) => query(tx, statement(0)))
      .catch((e: unknown) => e)
    expect(errorCode(inside)).toBe('22012')
    const [row] = await query<{ quotient: number }>(database.db, statement(4))
    expect(row?.quotient).toBe(25)
    const [named] = await query<{ count: number }>(
      database.db,
      sql`SELECT count(*)::int AS count FROM pg_prepared_statements
          WHERE statement LIKE '%AS failing%' AND name LIKE 't\_%'`,
    )
    // PostgreSQL: on each pooled connection the statement met hot; PGlite: its one connection.
    expect(named?.count ?? 0).toBeGreaterThanOrEqual(1)
  })

  it('a statement run rarely is not', async () => {
    const count = await database.transaction(async (tx) => {
      await query(tx, sql`SELECT ${1}::int AS rare_statement`)
      const [row] = await query<{ count: number }>(
        tx,
        sql`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement LIKE '%rare_statement%'`,
      )
      return row?.count ?? 0
    })
    expect(count).toBe(0)
  })
})
