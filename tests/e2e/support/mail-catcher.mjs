// A local SMTP server for the end-to-end tests: accepts every message without TLS or login and
// appends it, decoded, as one JSON line to a file the test workers read (they run in other
// processes than the global setup that owns this server).
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { SMTPServer } from 'smtp-server'

/**
 * Decodes a single-part message body (nodemailer sends plain text as 7bit, quoted-printable or
 * base64 depending on its content).
 * @param {string} raw the whole message as received
 * @returns {{ subject: string, text: string }}
 */
export function decodeMessage(raw) {
  const split = raw.search(/\r?\n\r?\n/)
  const head = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  // Folded header lines continue with whitespace.
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  const header = (name) => headers.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? ''
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  let text = body
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    text = Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  }
  return { subject: decodeWords(header('Subject')), text }
}

/**
 * A header's RFC 2047 encoded-words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`: how nodemailer writes a
 * subject that is not ASCII, e.g. a Hindi one) as text; the space between two of them is folding.
 * @param {string} value the header's value
 */
export function decodeWords(value) {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset, kind, data) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(
              data
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            )
      return new TextDecoder(charset.toLowerCase()).decode(bytes)
    })
}

/**
 * Starts the catcher on a free localhost port.
 * @param {string} file where messages are appended as JSON lines
 * @returns {Promise<{ port: number, url: string, close: () => Promise<void> }>}
 */
export async function startMailCatcher(file) {
  writeFileSync(file, '')
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const to = session.envelope.rcptTo.map((r) => r.address)
        const { subject, text } = decodeMessage(raw)
        appendFileSync(file, JSON.stringify({ to, subject, text, receivedAt: Date.now() }) + '\n')
        callback()
      })
    },
  })
  await new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => done(undefined))
  })
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}

/**
 * Messages received so far.
 * @param {string} file the catcher's file
 * @returns {Array<{ to: string[], subject: string, text: string, receivedAt: number }>}
 */
export function readMailbox(file) {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
}
