// On PostgreSQL a transaction's BEGIN is pipelined: sent, answered at once to drizzle, and the
// transaction's first statement follows it on the wire before PostgreSQL has answered it (one
// round trip instead of two). The statement answers only after BEGIN, and with BEGIN's error if
// BEGIN failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HotStatements, preparingClient } from '../src/db/client'
import { testDatabase, testDbKind, type TestDatabase } from './helpers/db'

let db: TestDatabase
beforeAll(async () => {
  db = await testDatabase()
})
afterAll(async () => {
  await db.close()
})

/** A pipelining connection of the server's kind, and the order of what it wrote and was told. */
async function connection() {
  const Client = preparingClient(new HotStatements())
  const client = new Client({ connectionString: db.url, pipeline: true })
  await client.connect()
  const events: string[] = []
  const inner = client as unknown as {
    connection: { on(e: string, f: () => void): void; stream: { write(...a: unknown[]): boolean } }
  }
  inner.connection.on('readyForQuery', () => events.push('ready'))
  const stream = inner.connection.stream
  const write = stream.write.bind(stream)
  // pg writes a query's messages one by one into a corked stream: one 'write' per run of them.
  stream.write = (...a: unknown[]) => {
    if (events.at(-1) !== 'write') events.push('write')
    return write(...a)
  }
  return { client, events }
}

describe.skipIf(testDbKind !== 'postgres')('a pipelined BEGIN', () => {
  it("sends the first statement before BEGIN's answer, and runs it in the transaction", async () => {
    const { client, events } = await connection()
    try {
      await client.query({ text: 'begin' }, [])
      events.push('begin answered')
      const first = client.query({ text: 'SELECT $1::int + 1 AS n' }, [41])
      events.push('first sent')
      const { rows } = await first
      expect(rows[0]).toMatchObject({ n: 42 })
      // now() is the transaction's start: in a transaction opened before, it is not this statement's.
      const [{ inside }] = (
        await client.query({ text: 'SELECT now() <> statement_timestamp() AS inside' }, [])
      ).rows as [{ inside: boolean }]
      await client.query({ text: 'commit' }, [])
      expect(inside).toBe(true)
      // Both went out before PostgreSQL's first ReadyForQuery (BEGIN's) came back.
      expect(events.slice(0, 4)).toEqual(['write', 'begin answered', 'write', 'first sent'])
      expect(events.indexOf('ready')).toBeGreaterThan(events.indexOf('first sent'))
    } finally {
      await client.end()
    }
  })

  it("fails the first statement with BEGIN's error when BEGIN failed", async () => {
    const { client } = await connection()
    try {
      // Inside an aborted transaction every command but ROLLBACK fails (25P02), BEGIN too.
      await client.query({ text: 'begin' }, [])
      await client.query({ text: 'SELECT 1 / $1::int' }, [0]).catch(() => undefined)
      await client.query({ text: 'begin' }, [])
      // COMMIT itself succeeds in an aborted transaction (it rolls it back): the error is BEGIN's.
      const failed = await client
        .query({ text: 'commit' }, [])
        .then(() => 'answered')
        .catch((e: { code?: string }) => e.code)
      expect(failed).toBe('25P02')
      const { rows } = await client.query({ text: 'SELECT $1::int AS n' }, [7])
      expect(rows[0]).toMatchObject({ n: 7 })
    } finally {
      await client.end()
    }
  })
})
