// What a newcomer needs after `npm start`, printed last so request logs do not scroll it away:
// where the app is, the root member (and its password, the one time it was generated), where mail
// goes, and how money gets into the network. Never a secret of the server's own, never SMTP
// credentials.

export interface BannerFacts {
  url: string
  database: string
  staticDir: string | undefined
  rootUserId: string
  /** Only on the start that generated it. */
  rootPassword: string | undefined
  smtpUrl: string | undefined
  outboxDir: string
}

/** The SMTP server without its user and password. */
function smtpHost(url: string): string {
  try {
    const u = new URL(url)
    return `${u.protocol}//${u.host}`
  } catch {
    return 'the SMTP server in SMTP_URL'
  }
}

export function startBanner(f: BannerFacts): string {
  const rule = '─'.repeat(72)
  const lines = [
    rule,
    `Trellis on ${f.url} (database: ${f.database}${f.staticDir ? `, app from ${f.staticDir}` : ''})`,
    f.rootPassword
      ? `Root member ${f.rootUserId}, password (shown this once): ${f.rootPassword}`
      : `Root member ${f.rootUserId} (its password was shown on the first start, or is ROOT_PASSWORD)`,
    f.smtpUrl
      ? `Mail goes to ${smtpHost(f.smtpUrl)}`
      : `Mail is not sent: each message (codes included) is a file in ${f.outboxDir}`,
    'Fund an account: file a deposit in the app, then approve it:',
    '  npm run ops -- deposits --status pending',
    '  npm run ops -- approve-deposit <id>',
    rule,
  ]
  return lines.join('\n')
}
