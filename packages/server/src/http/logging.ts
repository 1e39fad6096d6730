// The HTTP log without secrets. Two layers: pino's `redact` censors secret-named fields wherever a
// log call puts them (headers, bodies, nested objects), and errors are logged through
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

/** pino paths: each secret field at the top level and up to three objects deep. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`, `*.*.*.${f}`]),
]

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
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
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
