// Reading the operator's input: every bad value answers 400 with a message naming what is
// expected, before anything reaches the database (a NUL byte or an impossible date there is a
// database error, i.e. a 500). Operator messages live here: the admin side is not in the spec.
import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { serverMessages } from '@trellis/contract'
import { HttpError, badRequest } from '../http/errors'

/** What the operator API says about bad input. */
export const opsMessages = {
  status:
    'status must be one of: pending, approved, signed, sent, confirmed, paid, rejected, failed.',
  unknownQuery: 'Unknown query parameter: only status, userId, from, to and page are accepted.',
  page: 'page must be a whole number from 1 to 10000.',
  userId: 'userId must be 1 to 32 letters, digits, _ or -.',
  body: 'The body must be a JSON object.',
  day: 'day must be a real calendar date written YYYY-MM-DD.',
  futureDay: (today: string) =>
    `day must not be in the future (today is ${today}): the daily return of a day is paid from that day on.`,
} as const

const STATUSES = new Set([
  'pending',
  'approved',
  'signed',
  'sent',
  'confirmed',
  'paid',
  'rejected',
  'failed',
])
const USER_ID = /^[A-Za-z0-9_-]{1,32}$/

/** Refuses a request without the operator token (compared in constant time). */
export function guard(opsToken: string, request: FastifyRequest): void {
  const given = Buffer.from(
    /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '',
  )
  const wanted = Buffer.from(opsToken)
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw new HttpError(401, serverMessages.unauthorized)
  }
}

/** The `:id` of a deposit or withdrawal; anything but a positive whole number is not found. */
export function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? ''
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, serverMessages.notFound)
  return id
}

/** The filters of a queue (`?status=&userId=&from=&to=&page=`); no other parameter is accepted. */
export function queueQuery(request: FastifyRequest): {
  status?: string
  userId?: string
  from?: string
  to?: string
  page: number
} {
  const query = request.query as Record<string, unknown>
  const known = new Set(['status', 'userId', 'from', 'to', 'page'])
  if (Object.keys(query).some((k) => !known.has(k))) throw badRequest(opsMessages.unknownQuery)
  const status = query.status
  if (status !== undefined && (typeof status !== 'string' || !STATUSES.has(status))) {
    throw badRequest(opsMessages.status, 'status')
  }
  const text = (name: string) => {
    const v = query[name]
    if (v === undefined) return {}
    if (typeof v !== 'string') throw badRequest(opsMessages.unknownQuery, name)
    return { [name]: v }
  }
  return {
    ...(status !== undefined ? { status } : {}),
    ...(query.userId !== undefined ? { userId: userIdOf(query.userId) } : {}),
    ...text('from'),
    ...text('to'),
    page: pageOf(query.page),
  }
}

/** `?page=`: 1 when absent; a whole number from 1 to 10000. */
export function pageOf(value: unknown): number {
  if (value === undefined) return 1
  const n = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : NaN
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw badRequest(opsMessages.page, 'page')
  return n
}

/** The body as an object (absent counts as empty); an array, string or number is refused. */
export function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body
  if (body === undefined) return {}
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(opsMessages.body)
  }
  return body as Record<string, unknown>
}

/** A string field of the body matching `pattern`. */
export function stringField(body: unknown, name: string, pattern: RegExp): string {
  const value = (body as Record<string, unknown> | null)?.[name]
  if (typeof value !== 'string' || !pattern.test(value))
    throw badRequest(serverMessages.malformedBody, name)
  return value
}

/** A member's user id, from a path parameter or a body field. */
export function userIdOf(value: unknown): string {
  if (typeof value !== 'string' || !USER_ID.test(value)) {
    throw badRequest(opsMessages.userId, 'userId')
  }
  return value
}

/**
 * Why `day` cannot be accrued, or null when it can: it must be a real date (2026-02-31 is not)
 * and not after `today`. Shared by the API and the command line, so both say the same.
 */
export function dayProblem(day: unknown, today: string): string | null {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return opsMessages.day
  const time = Date.parse(`${day}T00:00:00Z`)
  // Date.parse rolls 2026-02-31 over to March; a real date survives the round trip.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
    return opsMessages.day
  }
  if (day > today) return opsMessages.futureDay(today)
  return null
}
