// Mail goes to SMTP_URL when set, and to the log plus DATA_DIR/outbox when not.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { createMailer } from '../src/mail/mailer'

const received: string[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let text = ''
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
    stream.on('end', () => {
      received.push(text)
      callback()
    })
  },
})
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

describe('mailer', () => {
  it('sends through SMTP_URL', async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()))
    const address = smtp.server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Trellis <no-reply@trellis.local>',
      outboxDir: '/nonexistent',
    })
    await mailer.send({ to: 'ada@example.com', subject: 'Code', text: 'Your code is 123456.' })
    expect(received).toHaveLength(1)
    expect(received[0]).toContain('Your code is 123456.')
    expect(received[0]).toContain('ada@example.com')
  })

  it('without SMTP_URL keeps the message in a private outbox and logs where, never the code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trellis-outbox-'))
    const lines: string[] = []
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'T <t@x>',
      outboxDir: dir,
      log: (l) => lines.push(l),
    })
    await mailer.send({ to: 'bob@example.com', subject: 'Code', text: 'Your code is 654321.' })
    const files = readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/bob@example\.com\.txt$/)
    expect(readFileSync(join(dir, files[0] ?? ''), 'utf8')).toContain('Your code is 654321.')
    // The console says a mail was written and where; the code stays in the (private) file.
    expect(lines.join('\n')).toContain(join(dir, files[0] ?? ''))
    expect(lines.join('\n')).toContain('bob@example.com')
    expect(lines.join('\n')).not.toContain('654321')
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(statSync(join(dir, files[0] ?? '')).mode & 0o777).toBe(0o600)
  })
})
