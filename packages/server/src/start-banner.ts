// What a newcomer needs after `npm start`, printed last so request logs do not scroll it away:
// where the app is, the root member (and its password, the one time it was generated), where mail
// goes, how money gets into the network, and where the staff's console is. Never a secret of the
// server's own, never SMTP credentials.

export interface BannerFacts {
  url: string
  database: string
  staticDir: string | undefined
  rootUserId: string
  /** Only on the start that generated it. */
  rootPassword: string | undefined
  smtpUrl: string | undefined
  outboxDir: string
  /** The chain deposits are watched on (undefined: deposits are approved by hand only). */
  chain?: {
    /** The local development chain's URL, or the RPC's scheme and host only. */
    url: string
    local: boolean
    chainId: number
    token: string
    confirmations: number
  }
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
    ...chainLines(f),
    // The staff's console: its first admin comes from the command line only (docs/operations.md).
    `Operator console on ${f.url}/ops; its first admin (the link to set a password is mailed):`,
    '  npm run ops -- operator add <email> --role admin',
    f.chain
      ? `Claims of USDT paid to the hot wallet by mistake wait for a human${f.chain.local ? ' (send-usdt <userId> 25 --to hot-wallet makes one)' : ''}:`
      : 'Fund an account: file a deposit in the app, then approve it:',
    '  npm run ops -- deposits --status pending',
    '  npm run ops -- approve-deposit <id>',
    rule,
  ]
  return lines.join('\n')
}

/** Where deposits are watched, and (on the local chain) how to send test USDT to a member. */
function chainLines(f: BannerFacts): string[] {
  const c = f.chain
  if (!c) return []
  if (!c.local) {
    return [
      `USDT deposits: watching ${c.token} on chain ${c.chainId} via ${c.url}, credited after ${c.confirmations} confirmations`,
    ]
  }
  return [
    `Local chain (anvil) on ${c.url}, chain ${c.chainId}; test USDT at ${c.token}`,
    `USDT deposits are credited after ${c.confirmations} confirmations (a block a second). Send test USDT to a member:`,
    '  npm run ops -- send-usdt <userId> <amount>',
    'To watch BNB Smart Chain instead, set CHAIN_RPC_URLS and CHAIN_XPUB (docs/custody.md).',
  ]
}
