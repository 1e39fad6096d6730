// Rows handed to a statement as one array parameter per column, so that its text does not change
// with how many rows it carries. A statement whose text stays the same is prepared on PostgreSQL
// once it is hot (client.ts, `HotStatements`): a `VALUES` list made a new text for every count of
// rows, and every new text was parsed and planned again (docs/performance.md). `unnest` of a
// parameter is estimated at 10 rows (a JSON recordset at 100, which turned index lookups into
// scans), so the plans stay the nested index lookups a handful of rows wants.
import { sql, type SQL } from 'drizzle-orm'

/** A column of `arrayRows`: its name and PostgreSQL type (fixed texts of ours, never input). */
export type Column<R> = readonly [name: keyof R & string, type: string]

/**
 * `unnest($1::type1[], $2::type2[], …) AS alias(name1, name2, …)`: `rows` as a set, one array
 * parameter per column (undefined is NULL). Dates go as ISO texts.
 */
export function arrayRows<R extends object>(
  rows: readonly R[],
  alias: string,
  columns: readonly Column<R>[],
): SQL {
  const arrays = columns.map(([name, type]) => {
    const values = rows.map((r) => {
      const v = r[name] as unknown
      return v instanceof Date ? v.toISOString() : (v ?? null)
    })
    return sql`${sql.param(values)}::${sql.raw(type)}[]`
  })
  return sql`unnest(${sql.join(arrays, sql`, `)}) AS ${sql.raw(alias)}(${sql.raw(
    columns.map(([name]) => name).join(', '),
  )})`
}

/** The ids as one array parameter: `id = ANY(${anyOf(ids)})`. */
export function anyOf(ids: readonly number[]): SQL {
  return sql`${sql.param(ids)}::bigint[]`
}
