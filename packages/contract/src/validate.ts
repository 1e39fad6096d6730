// One way to check a call's body, for the server and the mocks alike: strict (no coercion, so
// "100" is not a number and an unknown field is refused), first error only, the spec's message.
import { ValidationError } from 'yup'
import { schemaOf, type CallSchema } from './call-schemas'
import { serverMessages } from './messages'
import type { BalanceContext } from './rules'

export type BodyCheck<T> = { ok: true; value: T } | { ok: false; message: string; field?: string }

type Schema = CallSchema

/**
 * Trims the fields the schema trims. Strict validation skips yup's transforms, so without this
 * "BCH1000001 " would be refused with yup's own words although the form accepted it.
 */
function trimmed(schema: Schema, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body }
  for (const [name, value] of Object.entries(out)) {
    const field = schema.fields[name] as { describe?: () => { tests?: Array<{ name?: string }> } }
    if (typeof value === 'string' && field?.describe?.().tests?.some((t) => t.name === 'trim')) {
      out[name] = value.trim()
    }
  }
  return out
}

/** C0/C1 control characters (NUL, escapes, line breaks) and lone surrogates: no field holds them. */
const CONTROL = /[\p{Cc}\p{Cs}]/u

/**
 * Refuses what must never reach yup's formatter or SQL: a field the schema does not have, an
 * object or list where every field of every call is one value (a list 3,000 levels deep overflows
 * yup's message formatting), and text with control characters (PostgreSQL refuses NUL).
 */
function hostileField(schema: Schema, fields: Record<string, unknown>): BodyCheck<never> | null {
  for (const [name, value] of Object.entries(fields)) {
    if (!(name in schema.fields)) return { ok: false, message: serverMessages.unknownField }
    if (typeof value === 'object' && value !== null) {
      return { ok: false, message: serverMessages.notAValue, field: name }
    }
    if (typeof value === 'string' && CONTROL.test(value)) {
      return { ok: false, message: serverMessages.controlCharacters, field: name }
    }
  }
  return null
}

/**
 * Checks a raw request body against a call's schema (callSchemas, by the call's name), with
 * balances for rules that need them.
 */
export async function checkBody<Body = unknown>(
  call: { name: string },
  raw: unknown,
  context: BalanceContext = {},
): Promise<BodyCheck<Body>> {
  const body = raw === undefined || raw === null || raw === '' ? {} : raw
  if (typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: serverMessages.malformedBody }
  }
  const fields = body as Record<string, unknown>
  const schema = schemaOf(call)
  if (!schema) {
    return Object.keys(fields).length > 0
      ? { ok: false, message: serverMessages.unknownField }
      : { ok: true, value: undefined as Body }
  }
  const hostile = hostileField(schema, fields)
  if (hostile) return hostile
  try {
    const value = await schema.validate(trimmed(schema, fields), {
      strict: true,
      abortEarly: true,
      context,
    })
    return { ok: true, value: value as Body }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return {
      ok: false,
      message: error.errors[0] ?? serverMessages.malformedBody,
      ...(error.path ? { field: error.path } : {}),
    }
  }
}
