// Tells a lost database apart from a bug, so an outage answers 503 and not 500.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])
const CONNECTION_TEXT =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Connection refused|the database system is (starting up|shutting down)|PGlite is closed/i

/** Whether an error (or one of its causes) means the database is unreachable. */
export function isDatabaseDown(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause, errors } = e as {
      code?: unknown
      message?: unknown
      cause?: unknown
      errors?: unknown
    }
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true
    if (typeof message === 'string' && CONNECTION_TEXT.test(message)) return true
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseDown(inner))) return true
    e = cause
  }
  return false
}
