// Group commit (issue 30, src/domain/group-commit.ts): transfers that arrive while a batch commits
// go together in the next one, one transaction and one commit, each judged in arrival order and
// answered on its own. On both databases:
//   - a batch held at its commit: the calls that queue behind it are posted in one transaction
//     (one `now()` for all their ledger rows), a refused transfer refuses only itself, one key twice
//     is posted once and answered twice alike, one key with another body is refused (422), and
//     nobody is answered before the commit;
//   - a batch whose transaction dies before its commit (the statements ran, no commit: what a
//     kill -9 leaves) answers nobody "done", moves nothing, and its keys post once when replayed;
//   - session checks that arrive together are one read (src/db/coalesce.ts), each answered on its
//     own;
//   - generated batches post exactly what their calls post one after another (`moveStatement`,
//     the one-statement form): the same answers, balances, ledger rows, events and stored keys.
// The real kill -9 of a server process in the middle of a batch is test/group-commit-crash.test.ts.
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lowBalanceMessage, serverMessages, successMessages } from '@trellis/contract'
import { query, type Tx } from '../src/db/client'
import {
  moveInBatch,
  runBatch,
  type Exec,
  type Move,
  type Outcome,
} from '../src/domain/group-commit'
import { errorCode, moveAnswer, moveStatement, type MoveRow } from '../src/domain/idempotency'
import { DomainError } from '../src/domain/errors'
import { toSelfMove, toUserMove } from '../src/domain/transfers'
import { fileTestApp, T_PASS } from './helpers/app'
import { isMailWork, isSessionCheck, signal, type DbHooks } from './helpers/hooked-db'
import './helpers/fast-check-seed'

const hooks: DbHooks = {}
const t = fileTestApp({ hooks })

const toUser = (token: string, toUserId: string, amount: number, key?: string) =>
  t.call(
    '/transferToUser',
    { toUserId, amount, type: 'wallet', otp: T_PASS },
    { token, ...(key && { key }) },
  )
const toSelf = (token: string, amount: number, key?: string) =>
  t.call('/transferToSelf', { amount }, { token, ...(key && { key }) })

async function member(name: string, funds: number) {
  const m = await t.signUp(undefined, name)
  await t.setTpass(m.token)
  if (funds > 0) await t.fundIncome(m.userId, funds)
  return m
}

/** The creation times of the ledger transactions of `kinds` after id `after`, one per row. */
async function postedAt(after: number): Promise<{ id: number; at: string; member: string }[]> {
  return query(
    t.db.database.db,
    sql`SELECT t.id, t.created_at::text AS at, m.user_id AS member FROM ledger_transactions t
        JOIN members m ON m.id = t.member_id
        WHERE t.id > ${after} AND t.kind IN ('transfer', 'self-transfer') ORDER BY t.id`,
  )
}

/** The internal ids of members by user id, as a lookup of `{ userId }`. */
async function idsOf(userIds: string[]): Promise<(m: { userId: string }) => number> {
  const rows = await query<{ id: number; user_id: string }>(
    t.db.database.db,
    sql`SELECT id, user_id FROM members WHERE user_id IN (${sql.join(
      userIds.map((u) => sql`${u}`),
      sql`, `,
    )})`,
  )
  return (m) => rows.find((r) => r.user_id === m.userId)?.id ?? 0
}

async function lastTransactionId(): Promise<number> {
  const [r] = await query<{ id: number | null }>(
    t.db.database.db,
    sql`SELECT max(id) AS id FROM ledger_transactions`,
  )
  return r?.id ?? 0
}

/** Holds the next batch at its commit, once: `reached` when it is there, `release` lets it go on. */
function holdNextCommit() {
  const reached = signal()
  const release = signal()
  let held = false
  hooks.beforeCommit = async () => {
    if (held) return
    held = true
    reached.settle()
    await release.promise
  }
  return { reached, release }
}

/** A move in the next batch, its answer or its refusal as a value. */
const settledMove = (m: Move) =>
  moveInBatch(t.app.deps, m).then(
    (answer) => ({ ok: true as const, answer }),
    (error: unknown) => ({ ok: false as const, error }),
  )

/** A transfer of `cents` from member id `from` to `to`'s wallet, without a key. */
const transferTo = (from: number, to: { id: number; userId: string }, cents: number) =>
  toUserMove(from, undefined, { toId: to.id, toUserId: to.userId, cents, wallet: 'wallet' })

describe('calls that queue behind a commit', () => {
  it('are posted in one transaction, each judged in order and answered on its own', async () => {
    const [ann, ben, cy] = [await member('Ann', 100), await member('Ben', 5), await member('Cy', 0)]
    const id = await idsOf([ann.userId, ben.userId, cy.userId])
    const before = await lastTransactionId()
    const { reached, release } = holdNextCommit()
    try {
      // The first call's batch is held at its commit; the calls after it queue, in the test's
      // order (on PGlite, one connection, nothing else could reach the database meanwhile).
      let firstAnswered = false
      const first = moveInBatch(t.app.deps, toSelfMove(id(ann), undefined, 100)).then((a) => {
        firstAnswered = true
        return a
      })
      await reached.promise
      const key = (k: string, body: string) => ({ key: k, fingerprint: body })
      const toCy = (from: number, cents: number, k?: string) =>
        toUserMove(from, k === undefined ? undefined : key(k, `cy:${cents}`), {
          toId: id(cy),
          toUserId: cy.userId,
          cents,
          wallet: 'wallet',
        })
      const queued = [
        toCy(id(ann), 1_000, 'gc-1'),
        toCy(id(ben), 5_000, 'gc-2'), // Ben has $5: refused, alone
        toCy(id(ann), 1_000, 'gc-1'), // the same request again
        toCy(id(ann), 2_000, 'gc-1'), // the key with another body
        toSelfMove(id(ann), undefined, 2_000),
        toSelfMove(id(ben), key('gc-3', 'self:400'), 400), // $4 + 2% = $4.08 of Ben's $5
      ].map(settledMove)
      await new Promise((r) => setTimeout(r, 20))
      // Held at its commit, the first call is not answered yet.
      expect(firstAnswered).toBe(false)
      release.settle()
      expect((await first).data.wallet).toBe(98.98)
      const [one, refused, again, other, self, benSelf] = await Promise.all(queued)

      expect(one).toMatchObject({ ok: true, answer: { message: successMessages.transferred } })
      // Ann: $100 − $1.02 (the first call) − $10.
      expect(one?.ok && one.answer.data.wallet).toBe(88.98)
      expect(again).toEqual(one)
      expect(other?.ok === false && other.error).toMatchObject({
        code: 'key-reused',
        message: serverMessages.idempotencyKeyReused,
      })
      expect(refused?.ok === false && refused.error).toMatchObject({
        code: 'invalid',
        message: lowBalanceMessage('wallet'),
        field: 'amount',
      })
      // Each answer shows the member after its own call: $88.98 − $20.40.
      expect(self?.ok && self.answer.data).toMatchObject({ wallet: 68.58, packageWallet: 21 })
      expect(benSelf?.ok && benSelf.answer.data.wallet).toBe(0.92)
      expect((await t.me(cy.token)).wallet).toBe(9.8)
    } finally {
      release.settle()
      delete hooks.beforeCommit
    }
    // The first call's transaction, then the batch's three in one transaction (one now()).
    const rows = await postedAt(before)
    expect(rows.map((r) => r.member)).toEqual([ann.userId, ann.userId, ann.userId, ben.userId])
    expect(new Set(rows.slice(1).map((r) => r.at)).size).toBe(1)
    expect(rows[1]?.at).not.toBe(rows[0]?.at)
    await t.expectLedgerSound()
  })
})

/**
 * A BEFORE INSERT trigger on ledger entries named `name`, running the PL/pgSQL `body` (NEW is the
 * entry) for each; returns its removal.
 */
async function entryTrigger(name: string, body: string): Promise<() => Promise<void>> {
  await t.db.database.exec(`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${body}
      RETURN NEW;
    END $$;
    CREATE TRIGGER ${name} BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ${name}();`)
  return () =>
    t.db.database.exec(`DROP TRIGGER ${name} ON ledger_entries; DROP FUNCTION ${name}();`)
}

/**
 * Transfers of `cents` from member id `from` to `to`, queued while a first batch (a $1 transfer to
 * self of `from`'s) is held at its commit, so they are the next batch together; each one's answer
 * or refusal once that batch is done.
 */
async function transfersInOneBatch(
  from: number,
  to: { id: number; userId: string },
  cents: number[],
) {
  const { reached, release } = holdNextCommit()
  try {
    const first = moveInBatch(t.app.deps, toSelfMove(from, undefined, 100))
    await reached.promise
    const queued = cents.map((c) => settledMove(transferTo(from, to, c)))
    await new Promise((r) => setTimeout(r, 20))
    release.settle()
    await first
    return await Promise.all(queued)
  } finally {
    release.settle()
    delete hooks.beforeCommit
  }
}

describe('a batch whose write fails', () => {
  it('posts nothing of it, then runs each call on its own: only the failing one fails', async () => {
    const [fay, gus] = [await member('Fay', 100), await member('Gus', 0)]
    const id = await idsOf([fay.userId, gus.userId])
    // The database refuses any entry of $13.13 (as a constraint would): the batch's write fails.
    const drop = await entryTrigger(
      'gc_test_refuse',
      `IF abs(NEW.amount_cents) = 1313 THEN
         RAISE EXCEPTION 'refused by the test' USING ERRCODE = '23514';
       END IF;`,
    )
    try {
      const to = { id: id(gus), userId: gus.userId }
      const [ten, refused, twenty] = await transfersInOneBatch(id(fay), to, [1_000, 1_313, 2_000])
      expect(ten?.ok).toBe(true)
      expect(twenty?.ok).toBe(true)
      expect(refused?.ok === false && errorCode(refused.error)).toBe('23514')
    } finally {
      await drop()
    }
    // Fay: $100 − $1.02 − $10 − $20 (its 2% fee included in what Gus gets: $9.80 + $19.60).
    expect((await t.me(gus.token)).wallet).toBe(29.4)
    expect((await t.me(fay.token)).wallet).toBe(68.98)
    await t.expectLedgerSound()
  })
})

describe('a batch whose write deadlocks', () => {
  it("runs again as one batch (the write's own error, not the rolled-back commit's)", async () => {
    const [hal, ida] = [await member('Hal', 100), await member('Ida', 0)]
    const id = await idsOf([hal.userId, ida.userId])
    // The first entry of $10.00 fails as a deadlock would (a sequence is not undone).
    await t.db.database.exec('CREATE SEQUENCE gc_test_once')
    const drop = await entryTrigger(
      'gc_test_deadlock',
      `IF abs(NEW.amount_cents) = 1000 THEN
         IF nextval('gc_test_once') = 1 THEN
           RAISE EXCEPTION 'deadlock by the test' USING ERRCODE = '40P01';
         END IF;
       END IF;`,
    )
    const before = await lastTransactionId()
    try {
      const to = { id: id(ida), userId: ida.userId }
      const answers = await transfersInOneBatch(id(hal), to, [1_000, 2_000, 3_000])
      expect(answers.map((a) => a.ok && a.answer.status)).toEqual([true, true, true])
      // Run again as one batch: one transaction, one now(); run one by one, there would be three.
      const rows = (await postedAt(before)).slice(1)
      expect(rows).toHaveLength(3)
      expect(new Set(rows.map((r) => r.at)).size).toBe(1)
    } finally {
      await drop()
      await t.db.database.exec('DROP SEQUENCE gc_test_once')
    }
    expect((await t.me(ida.token)).wallet).toBe(58.8)
    await t.expectLedgerSound()
  })
})

describe('a batch that dies before its commit', () => {
  it('answers nobody "done", moves nothing, and its keys post once when replayed', async () => {
    const dee = await member('Dee', 50)
    const eve = await member('Eve', 0)
    const before = await t.snapshot()
    const calls = () =>
      Promise.all([
        toUser(dee.token, eve.userId, 10, 'gc-crash-1'),
        toUser(dee.token, eve.userId, 5, 'gc-crash-2'),
        toSelf(dee.token, 7, 'gc-crash-3'),
      ])
    hooks.beforeCommit = () => Promise.reject(new Error('the process died here'))
    const died = await calls().finally(() => delete hooks.beforeCommit)
    expect(died.map((r) => r.status)).toEqual([500, 500, 500])
    expect(await t.snapshot()).toEqual(before)
    const [stored] = await query<{ n: number }>(
      t.db.database.db,
      sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key LIKE 'gc-crash-%'`,
    )
    expect(stored?.n).toBe(0)
    // Replayed: each posts once; replayed again: the same answers, nothing moves.
    const replayed = await calls()
    expect(replayed.map((r) => r.status)).toEqual([200, 200, 200])
    const after = await t.snapshot()
    expect((await calls()).map((r) => r.body)).toEqual(replayed.map((r) => r.body))
    expect(await t.snapshot()).toEqual(after)
    // $50 − $10 − $5 − $7.14.
    expect((await t.me(dee.token)).wallet).toBe(27.86)
    expect((await t.me(eve.token)).wallet).toBe(14.7)
  })
})

describe('session checks that arrive together', () => {
  it('are one read, each answered on its own: an ended session among them is refused alone', async () => {
    const people = [await member('Jo', 0), await member('Kit', 0), await member('Lu', 0)]
    const gone = await member('Max', 0)
    expect((await t.call('/logout', {}, { token: gone.token })).status).toBe(200)
    let checks = 0
    hooks.afterExecute = (text) => {
      if (isSessionCheck(text)) checks++
    }
    // $1 each from empty wallets: refused for balance after the session check, nothing moves.
    const answers = await Promise.all(
      [...people, ...people, gone].map((m) => toSelf(m.token, 1)),
    ).finally(() => delete hooks.afterExecute)
    expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400, 401])
    expect(checks).toBeGreaterThan(0)
    expect(checks).toBeLessThan(answers.length)
  })
})

describe('a transfer to a member', () => {
  it('reads its two parties with its session check (and the step-up), then is two statements of a batch', async () => {
    const ann = await member('Nell', 10)
    const ben = await member('Olaf', 0)
    // The first checks the transaction password in full (argon2id once, then remembered).
    expect((await toUser(ann.token, ben.userId, 1)).status).toBe(200)
    const outside: string[] = []
    let inside = 0
    hooks.afterExecute = (text) => {
      if (!isMailWork(text)) outside.push(text)
    }
    hooks.inTransaction = () => inside++
    const r = await toUser(ann.token, ben.userId, 3, 'gc-step-up').finally(() => {
      delete hooks.afterExecute
      delete hooks.inTransaction
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    // The session check, which read the sender's transaction password and the recipient's id
    // too (no read of the transfer's own); then the batch: its read (the key and the wallets
    // locked), its write.
    expect({ session: isSessionCheck(outside[0] ?? ''), outside: outside.length, inside }).toEqual({
      session: true,
      outside: 1,
      inside: 2,
    })
  })
})

/** What a call came to, comparable across the two ways of running it. */
function settled(o: Outcome): unknown {
  if (o.ok) return { ok: true, answer: o.answer }
  const e = o.error
  if (e instanceof DomainError)
    return { ok: false, code: e.code, message: e.message, field: e.field }
  throw e
}

/** Everything the calls wrote: balances, ledger rows, events and stored keys, ids left out. */
async function written(tx: Tx, afterTx: number, afterEvent: number): Promise<unknown> {
  const [r] = await query<Record<string, unknown>>(
    tx,
    sql`SELECT
      (SELECT json_agg(json_build_array(id, balance_cents) ORDER BY id) FROM accounts) AS balances,
      (SELECT json_agg(json_build_array(t.kind, t.member_id, t.memo,
          (SELECT json_agg(json_build_array(e.account_id, e.amount_cents) ORDER BY e.account_id, e.amount_cents)
           FROM ledger_entries e WHERE e.transaction_id = t.id)) ORDER BY t.id)
       FROM ledger_transactions t WHERE t.id > ${afterTx}) AS transactions,
      (SELECT json_agg(json_build_array(member_id, kind, amount_cents, other_member_id, mail_due) ORDER BY id)
       FROM member_events WHERE id > ${afterEvent}) AS events,
      (SELECT json_agg(json_build_array(member_id, key, call, fingerprint, status_code, answer::json)
          ORDER BY member_id, key)
       FROM idempotency_keys WHERE key LIKE 'gp-%') AS keys`,
  )
  return r
}

describe('a generated batch', () => {
  it('posts exactly what its calls post one after another', async () => {
    const people = [
      await member('Fay', 30),
      await member('Gus', 12),
      await member('Hal', 3),
      await member('Ivy', 0),
    ]
    const id = await idsOf(people.map((p) => p.userId))
    const idOf = (i: number) => id(people[i] ?? { userId: '' })
    const call = fc.record({
      from: fc.integer({ min: 0, max: 3 }),
      to: fc.integer({ min: 0, max: 3 }),
      self: fc.boolean(),
      cents: fc.integer({ min: 1, max: 2_000 }),
      key: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    })
    let run = 0
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 12 }), async (calls) => {
        run++
        const moves: Move[] = calls.map((c) => {
          const key =
            c.key === undefined
              ? undefined
              : // One body, one fingerprint: two calls with a key and the same body are one request.
                { key: `gp-${run}-${c.key}`, fingerprint: `${c.self}:${c.to}:${c.cents}` }
          const from = idOf(c.from)
          const to = c.to === c.from ? idOf((c.from + 1) % 4) : idOf(c.to)
          return c.self
            ? toSelfMove(from, key, c.cents)
            : toUserMove(from, key, { toId: to, toUserId: 'X', cents: c.cents, wallet: 'wallet' })
        })
        // Both ways in one transaction, each undone after it was read.
        const [batch, serial] = await t.db.database.transaction(async (tx) => {
          const exec = <T>(s: Parameters<typeof query>[1]) => query<T>(tx, s)
          const [marks] = await query<{ tx: number; ev: number }>(
            tx,
            sql`SELECT COALESCE((SELECT max(id) FROM ledger_transactions), 0) AS tx,
                       COALESCE((SELECT max(id) FROM member_events), 0) AS ev`,
          )
          const ways: unknown[] = []
          for (const way of ['batch', 'serial']) {
            await tx.execute(sql`SAVEPOINT way`)
            const outcomes: Outcome[] =
              way === 'batch' ? await batched(exec, moves) : await serially(tx, moves)
            ways.push({
              outcomes: outcomes.map(settled),
              written: await written(tx, marks?.tx ?? 0, marks?.ev ?? 0),
            })
            await tx.execute(sql`ROLLBACK TO SAVEPOINT way`)
          }
          return ways
        })
        expect(batch).toEqual(serial)
      }),
      { numRuns: 25 },
    )
  })
})

/** The calls in one batch (`runBatch`), its write waited for. */
async function batched(exec: Exec, moves: Move[]): Promise<Outcome[]> {
  const run = await runBatch(exec, moves)
  await run.written
  return run.outcomes
}

/** The calls one after another, each as the one-statement form (`moveOnce`'s) posts it. */
async function serially(tx: Tx, moves: Move[]): Promise<Outcome[]> {
  const out: Outcome[] = []
  for (const m of moves) {
    const [row] = await query<MoveRow>(
      tx,
      moveStatement(m.memberId, m.key, m.call, m.posting, m.message),
    )
    try {
      out.push({ ok: true, answer: moveAnswer(row, m.key, m.call, m) })
    } catch (error) {
      out.push({ ok: false, error })
    }
  }
  return out
}
