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

interface Line {
  level?: number
  time?: number
  msg?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
  failure?: { name?: string; message?: string; code?: string }
  route?: string
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toISOString().slice(11, 19)

/** A writable for pino that prints readable lines on `out`. */
export function readableLog(out: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write(chunk: string) {
      for (const raw of chunk.split('\n')) {
        if (raw.trim() === '') continue
        out.write(`${readableLine(raw)}\n`)
      }
    },
  }
}

/** One JSON log line made readable (a request's line is logged once, when it is answered). */
function readableLine(raw: string): string {
  let l: Line
  try {
    l = JSON.parse(raw) as Line
  } catch {
    return raw
  }
  const level = LEVELS[l.level ?? 30] ?? 'INFO'
  const at = clock(l.time)
  if ((l.msg === 'request completed' || l.msg === 'request errored') && l.req) {
    const ms = typeof l.responseTime === 'number' ? ` ${Math.round(l.responseTime)} ms` : ''
    return `${at} ${l.req.method ?? ''} ${l.req.url ?? ''} ${l.res?.statusCode ?? ''}${ms}`
  }
  let text = `${at} ${level.padEnd(5)} ${l.msg ?? ''}`
  if (l.failure) {
    const f = l.failure
    text += `\n         ${f.name ?? 'Error'}${f.code ? ` ${f.code}` : ''}: ${f.message ?? ''}`
    if (l.route) text += ` (route ${l.route})`
  }
  return text
}
