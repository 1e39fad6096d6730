// Sends mail through SMTP_URL, or (without it) keeps it in DATA_DIR/outbox so a newcomer can read
// the OTP there. The console only says that a mail was written and where: the text holds codes,
// and logs are read by more people (and kept longer) than the outbox.
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
}

/** Anything that can deliver a message. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/** Creates the mailer the settings ask for. */
export function createMailer(options: {
  smtpUrl: string | undefined
  from: string
  outboxDir: string
  log?: (line: string) => void
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(m) {
        await transport.sendMail({ from: options.from, to: m.to, subject: m.subject, text: m.text })
      },
    }
  }
  const log = options.log ?? ((line: string) => console.log(line))
  return {
    async send(m) {
      // Private whatever the umask: the outbox holds live codes (an older version made it 755).
      mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 })
      chmodSync(options.outboxDir, 0o700)
      const safeTo = m.to.replace(/[^A-Za-z0-9@._-]/g, '_')
      // A random part: two mails to one address in the same millisecond must not overwrite.
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`
      const file = join(options.outboxDir, `${stamp}-${safeTo}.txt`)
      const body = `From: ${options.from}\nTo: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`
      // 'wx': never write through a file (or link) someone placed there.
      writeFileSync(file, body, { mode: 0o600, flag: 'wx' })
      log(`[mail] a mail to ${m.to} was written to ${file} (no SMTP_URL set)`)
    },
  }
}

/** A mailer that keeps messages in memory (tests read the OTP from it). */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = []
  return {
    sent,
    async send(m) {
      sent.push(m)
    },
  }
}
