// PGlite's client as drizzle's PGlite session uses it (`query`, `transaction`), with the hot texts
// (`HotStatements`, as on PostgreSQL) run as named statements: parsed and described once, then
// each call is one Bind/Describe/Execute/Sync message into the database instead of PGlite's six
// (Parse, Describe, Bind, Describe, Execute, Sync), and PostgreSQL's plan cache keeps the plan
// (docs/performance.md, seventh sitting). Every other text goes through PGlite's own `query`.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'
import type { HotStatements } from './client'

/** The part of PGlite's transaction object drizzle's session calls. */
interface PgliteTx {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  readonly closed: boolean
}

/** The part of PGlite drizzle's session calls. */
export interface PgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  transaction<T>(fn: (tx: PgliteTx) => Promise<T>): Promise<T>
}

const { serialize } = protocol

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** `client` for drizzle, running the texts `hot` names as named statements. */
export function preparingPglite(client: PGlite, hot: HotStatements): PgliteClient {
  /** The parameter types of each statement prepared on this database (its one connection). */
  const prepared = new Map<string, number[]>()

  /** Runs a named statement; the caller holds PGlite's query lock. */
  async function runNamed<T>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    let types = prepared.get(name)
    if (types === undefined) {
      // Close first: a name left by a preparation that failed half-way is replaced, not an error.
      const described = await client.execProtocolStream(
        joined([
          serialize.close({ type: 'S', name }),
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      )
      const found = described.find((m) => m.name === 'parameterDescription') as
        { dataTypeIDs: number[] } | undefined
      types = found?.dataTypeIDs ?? []
      prepared.set(name, types)
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null
      const type = types[i] ?? 0
      const serializer = options?.serializers?.[type] ?? client.serializers[type]
      return serializer ? serializer(value) : String(value)
    })
    const messages = await client.execProtocolStream(
      joined([
        serialize.bind({ statement: name, values: values as (string | null)[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    )
    const [result] = parse.parseResults(messages, client.parsers, options)
    return result as Results<T>
  }

  const nameOf = (text: string, params: unknown[] | undefined, options?: QueryOptions) =>
    params && params.length > 0 && !options?.blob ? hot.nameOf(text) : undefined

  return {
    query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      const name = nameOf(text, params, options)
      if (name === undefined) return client.query<T>(text, params, options)
      // As PGlite's own `query`: outside any transaction, then its files brought up to date.
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          const result = await runNamed<T>(name, text, params ?? [], options)
          await client.syncToFs()
          return result
        }),
      )
    },
    transaction<T>(fn: (tx: PgliteTx) => Promise<T>) {
      return client.transaction((tx) =>
        fn({
          query<R>(text: string, params?: unknown[], options?: QueryOptions) {
            const name = nameOf(text, params, options)
            if (name === undefined) return tx.query<R>(text, params, options)
            if (tx.closed) throw new Error('Transaction is closed')
            return client._runExclusiveQuery(() => runNamed<R>(name, text, params ?? [], options))
          },
          get closed() {
            return tx.closed
          },
        }),
      )
    },
  }
}
