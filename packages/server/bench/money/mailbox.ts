// An in-process SMTP server standing in for the members' inboxes: the server mails withdrawal
// OTPs to SMTP_URL, and the bench reads the 6-digit code of the next mail to an address.
import { SMTPServer } from 'smtp-server'

/** The mailbox: its port, `nextCode(email)` (call it BEFORE asking for the mail), `close()`. */
export interface Mailbox {
  port: number
  nextCode(email: string, timeoutMs?: number): Promise<string | undefined>
  close(): Promise<void>
}

/** Starts the SMTP server on a loopback port. */
export async function startMailbox(): Promise<Mailbox> {
  const waiting = new Map<string, ((code: string | undefined) => void)[]>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let text = ''
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
      stream.on('end', () => {
        const code = /\b(\d{6})\b/.exec(
          text
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n'),
        )?.[1]
        // A mail with no code (a transfer received, a new team member) is not the one awaited: it
        // once took a waiting withdrawal's place and the bench counted that withdrawal an error.
        for (const to of code === undefined ? [] : session.envelope.rcptTo) {
          const address = to.address.toLowerCase()
          const first = waiting.get(address)?.shift()
          first?.(code)
        }
        callback()
      })
    },
  })
  // A server process stopped (or killed) with its SMTP connection open resets the socket; the
  // SMTP server reports that as an 'error' event, which unheard crashes the test run (seen once
  // on a loaded CI run: 'read ECONNRESET' from secrets-processes.test). A mail lost that way is
  // a test's own failure to see; the reset itself is no failure.
  server.on('error', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    nextCode(email, timeoutMs = 15_000) {
      return new Promise((resolve) => {
        const key = email.toLowerCase()
        const list = waiting.get(key) ?? []
        const timer = setTimeout(() => {
          const i = list.indexOf(settle)
          if (i >= 0) list.splice(i, 1)
          resolve(undefined)
        }, timeoutMs)
        const settle = (code: string | undefined) => {
          clearTimeout(timer)
          resolve(code)
        }
        list.push(settle)
        waiting.set(key, list)
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
