// The log a person reads in a terminal: one line per request ("10:00:01 POST /api/login 200
// 12 ms"), other lines as "time LEVEL message", an error's safe description under it. The JSON
// lines (LOG_FORMAT=json, or stdout not a terminal) stay as they are for machines. It formats what
// pino already wrote, so redaction and the safe error description have been applied before.

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
}

/** Requests whose first line was seen and whose completion was not yet (bounded). */
const MAX_OPEN = 10_000

interface Line {
  level?: number
  time?: number
  msg?: string
  reqId?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
  failure?: { name?: string; message?: string; code?: string }
  route?: string
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toISOString().slice(11, 19)

/** A writable for pino that prints readable lines on `out`. */
export function readableLog(out: { write(text: string): unknown }): { write(line: string): void } {
  const open = new Map<string, string>()
  return {
    write(chunk: string) {
      for (const raw of chunk.split('\n')) {
        if (raw.trim() === '') continue
        const text = readableLine(raw, open)
        if (text !== undefined) out.write(`${text}\n`)
      }
    },
  }
}

/**
 * One JSON log line made readable, or undefined for a request's first line (its method and path
 * are kept in `open` and printed with its completion).
 */
export function readableLine(raw: string, open: Map<string, string>): string | undefined {
  let l: Line
  try {
    l = JSON.parse(raw) as Line
  } catch {
    return raw
  }
  const level = LEVELS[l.level ?? 30] ?? 'INFO'
  const at = clock(l.time)
  if (l.msg === 'incoming request' && l.reqId && l.req) {
    if (open.size >= MAX_OPEN) open.clear()
    open.set(l.reqId, `${l.req.method ?? ''} ${l.req.url ?? ''}`)
    return undefined
  }
  if (l.msg === 'request completed' && l.reqId) {
    const what = open.get(l.reqId) ?? '(request)'
    open.delete(l.reqId)
    const ms = typeof l.responseTime === 'number' ? ` ${Math.round(l.responseTime)} ms` : ''
    return `${at} ${what} ${l.res?.statusCode ?? ''}${ms}`
  }
  let text = `${at} ${level.padEnd(5)} ${l.msg ?? ''}`
  if (l.failure) {
    const f = l.failure
    text += `\n         ${f.name ?? 'Error'}${f.code ? ` ${f.code}` : ''}: ${f.message ?? ''}`
    if (l.route) text += ` (route ${l.route})`
  }
  return text
}
