// Sends mail through SMTP_URL, or (without it) prints it and keeps it in DATA_DIR/outbox so a
// newcomer can read the OTP.
import { mkdirSync, writeFileSync } from 'node:fs'
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
      mkdirSync(options.outboxDir, { recursive: true })
      const safeTo = m.to.replace(/[^A-Za-z0-9@._-]/g, '_')
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.txt`,
      )
      const body = `From: ${options.from}\nTo: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`
      writeFileSync(file, body)
      log(`[mail] to ${m.to}: ${m.subject} (saved in ${file})\n${m.text}`)
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
