// Describes an error for a log line without what it carried: drizzle's "Failed query" message
// ends with the query's parameters (hashes, e-mails, codes), and database messages quote the
// offending value (`invalid input syntax for type integer: "…"`). Only names, codes, the SQL
// text (placeholders, never values) and scrubbed messages are kept.

/** What a log line may say about an error. */
export interface SafeError {
  name: string
  /** SQLSTATE or Node error code, when there is one. */
  errorCode?: string
  message: string
}

const MAX_TEXT = 300

/** Keeps SQL text (placeholders only), drops the "params:" part, and collapses it to one short line. */
function queryText(message: string): string {
  const sqlText = message.split(/\s*params:/)[0] ?? ''
  return clip(sqlText.replace(/\s+/g, ' '))
}

/** Replaces every quoted fragment (where a database echoes a value) and long digit runs (codes). */
function scrub(message: string): string {
  return clip(
    message
      .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '"…"')
      .replace(/\d{5,}/g, '…')
      .replace(/\s+/g, ' '),
  )
}

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text)

function one(error: unknown): SafeError {
  if (!(error instanceof Error)) return { name: typeof error, message: '(not an Error)' }
  const { code } = error as { code?: unknown }
  const message = error.message.startsWith('Failed query:')
    ? queryText(error.message)
    : scrub(error.message)
  return {
    name: error.name,
    ...(typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? { errorCode: code } : {}),
    message,
  }
}

/**
 * The error and its causes (up to three deep) as safe fields: name, code, a message with no
 * parameter values. Never the stack's first line, `detail`, `params` or the request body.
 */
export function describeError(error: unknown): SafeError & { causes?: SafeError[] } {
  const causes: SafeError[] = []
  let cause = (error as { cause?: unknown } | null)?.cause
  for (let depth = 0; cause && depth < 3; depth++) {
    causes.push(one(cause))
    cause = (cause as { cause?: unknown }).cause
  }
  return { ...one(error), ...(causes.length > 0 ? { causes } : {}) }
}

/** The same as one line of text, for console lines and job logs. */
export function describeErrorLine(error: unknown): string {
  const d = describeError(error)
  const part = (e: SafeError) => `${e.name}${e.errorCode ? ` ${e.errorCode}` : ''}: ${e.message}`
  return [d, ...(d.causes ?? [])].map(part).join(' <- ')
}

/** The stack's frames only: its first line repeats the message, which may hold values. */
export function safeStack(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined
  if (!stack) return undefined
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line))
  return frames.slice(0, 15).join('\n')
}
