// The HTTP log without secrets. Two layers: `scrubbed` censors secret-named fields wherever a
// log call puts them (headers, bodies, nested objects, arrays), and errors are logged through
// describeError, which keeps a failed query's SQL but never its parameters.
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import { describeError, safeStack } from '../safe-error'

/** What buildApp accepts as `logger`: off, on (JSON lines on stdout), or a stream (tests). */
export type LoggingOption = boolean | { stream: { write(line: string): void }; level?: string }

/** Field names that hold a secret, in any object a log call is given. */
const SECRET_FIELDS = [
  'password',
  'cpassword',
  'oldPassword',
  'newPassword',
  'currentPassword',
  'rootPassword',
  't_pass',
  'tPass',
  'otp',
  'code',
  'token',
  'sessionToken',
  'challenge',
  'recoveryCodes',
  'enrolment',
  'secret',
  'jwtSecret',
  'codeSecret',
  'opsToken',
  'codeKey',
  'passwordHash',
  'password_hash',
  'tpassHash',
  'tpass_hash',
  'totp_secret_enc',
  'authorization',
  'cookie',
  'params',
]

/** Header names that hold a secret (lower case, as Node hands headers over). */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'idempotency-key']

const SECRET = new Set([...SECRET_FIELDS, ...SECRET_HEADERS])
const CENSOR = '[redacted]'
/** Deeper than this a logged value is not walked: it is replaced as a whole. */
const MAX_DEPTH = 8

/** A plain object or array: what a log call's fields are made of (not an Error, Buffer, Date…). */
function walkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return true
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/**
 * `value` with every secret-named field censored, at any depth and inside arrays. The caller's
 * objects are never changed: what holds a secret is copied, the rest is passed through as is, so
 * a line without secrets (every request line) costs one walk and no copy.
 */
export function scrubbed<T>(value: T, depth = 0): T {
  if (!walkable(value)) return value
  if (depth >= MAX_DEPTH) return CENSOR as T
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    value.forEach((item: unknown, i) => {
      const clean = scrubbed(item, depth + 1)
      if (clean !== item) (copy ??= [...(value as unknown[])])[i] = clean
    })
    return (copy ?? value) as T
  }
  let copy: Record<string, unknown> | undefined
  for (const key of Object.keys(value)) {
    const item = value[key]
    const clean = SECRET.has(key) ? CENSOR : scrubbed(item, depth + 1)
    if (clean !== item) (copy ??= { ...value })[key] = clean
  }
  return (copy ?? value) as T
}

interface RawRequest {
  method?: string
  url?: string
  host?: string
  remoteAddress?: string
}

/** Fastify's logger configuration for `option` (false when logging is off). */
export function loggerOptions(option: LoggingOption | undefined): FastifyServerOptions['logger'] {
  if (!option) return false
  return {
    level: option === true ? 'info' : (option.level ?? 'info'),
    ...(option === true ? {} : { stream: option.stream }),
    // Not pino's `redact`: its wildcard paths ("*.password" … three levels deep, for 30 names)
    // were ~7 % of the server's thread under the money bench, and missed arrays and deeper objects.
    formatters: { log: scrubbed, bindings: scrubbed },
    serializers: {
      // The path only: a query string is the caller's input.
      req: (req: RawRequest) => ({
        method: req.method,
        url: req.url?.split('?')[0],
        host: req.host,
        remoteAddress: req.remoteAddress,
      }),
      // Any `log.error(err)`, ours or a plugin's, goes through the safe description.
      err: (error: unknown) => {
        const safe = describeError(error)
        return { ...safe, type: safe.name, stack: safeStack(error) ?? '' }
      },
    },
  }
}

/**
 * Logs an unexpected failure of a request: the error's name, code and scrubbed message, the
 * route pattern (not the URL with its values) and the method. Never parameters or the body.
 */
export function logFailure(request: FastifyRequest, error: unknown): void {
  request.log.error(
    {
      failure: describeError(error),
      stack: safeStack(error),
      method: request.method,
      route: request.routeOptions.url ?? '(no route)',
    },
    'request failed',
  )
}

/**
 * Fastify's request lines, one per request when it is answered (its arrival line is not
 * written): method, path (the `req` serializer drops the query), host, address, status and the
 * time taken. Half the log lines, and their cost, of Fastify's default two.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      req: {
        method: request.method,
        url: request.url,
        host: request.host,
        remoteAddress: request.ip,
      },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}
