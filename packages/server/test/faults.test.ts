// The database goes away: calls answer 503 with the message, the process stays up, and calls
// work again once the database is back. PostgreSQL only (PGlite lives inside the process).
import { describe, expect, it } from 'vitest'
import { serverMessages } from '@trellis/contract'
import { fileTestApp } from './helpers/app'
import { testDbKind } from './helpers/db'

const onPostgres = testDbKind === 'postgres'
const title = onPostgres
  ? 'database outage on PostgreSQL'
  : 'database outage (skipped: PGlite runs in the process and cannot drop; run with TRELLIS_TEST_DB=postgres)'

const t = fileTestApp({ skip: !onPostgres, ownServer: true })

describe.skipIf(!onPostgres)(title, () => {
  it('answers 503 while the database is down and recovers by itself', async () => {
    const token = await t.login()
    expect((await t.call('/getUser', {}, { token })).status).toBe(200)
    await t.db.stopServer?.()
    const down = await t.call('/getUser', {}, { token })
    expect(down.status).toBe(503)
    expect(down.body).toMatchObject({
      status: false,
      success: false,
      message: serverMessages.databaseUnavailable,
    })
    const downMoney = await t.call('/transferToSelf', { amount: 1 }, { token })
    expect(downMoney.status).toBe(503)
    await t.db.startServer?.()
    let back = await t.call('/getUser', {}, { token })
    // The pool may hand out one connection that died with the old server; the next call is fresh.
    for (let i = 0; i < 5 && back.status !== 200; i++)
      back = await t.call('/getUser', {}, { token })
    expect(back.status).toBe(200)
  })
})
