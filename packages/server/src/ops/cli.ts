// `pnpm ops <command>`: the operator's command line, a thin client of /api/ops.
//   ops deposits [--status pending]      ops approve-deposit <id>     ops reject-deposit <id>
//   ops withdrawals [--status pending]   ops pay-withdrawal <id> --trx <hash>
//   ops approve-withdrawal <id>          ops reject-withdrawal <id>   ops reconcile
//   ops member <userId>                  ops bonus <userId> <amount> --reason <text>
//   ops adjust <userId> credit|debit <wallet> <amount> --reason <text>
//   ops accrue [--day YYYY-MM-DD]        ops accrual (past days not complete)
//   ops ledger-check                     ops send-usdt <userId> <amount> (local chain only)
//   ops operator add <email> --role support|finance|admin   (the first admin; later ones in the console)
// TRELLIS_URL (default http://127.0.0.1:PORT, PORT 3000 as the server's); OPS_TOKEN or
// DATA_DIR/ops-token.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { formatUsd } from '@trellis/contract'
import { dayProblem } from './ops-input'

const USAGE = `Usage: ops <command>
  deposits [--status pending|approved|rejected]
  approve-deposit <id> | reject-deposit <id>
  withdrawals [--status pending|approved|signed|sent|confirmed|paid|rejected|failed]
  approve-withdrawal <id> | reject-withdrawal <id>
  pay-withdrawal <id> --trx <hash>   (no hot wallet: a hash the chain confirms)
  reconcile
  member <userId>
  bonus <userId> <amount> --reason <text>   (a proposal: an operator approves it in the console)
  adjust <userId> credit|debit wallet|packageWallet|bonusWallet <amount> --reason <text>
  accrue [--day YYYY-MM-DD]
  accrual
  ledger-check
  send-usdt <userId> <amount> [--to hot-wallet]   (test USDT on the local development chain;
      --to hot-wallet: the member's mistake, paid to the hot wallet for them to claim)
  operator add <email> --role support|finance|admin   (mails a set-password link)`

function token(): string {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN
  // `pnpm ops` runs in packages/server; the root `pnpm start` keeps its data in the repo root.
  const dirs = process.env.DATA_DIR
    ? [process.env.DATA_DIR]
    : [join(process.env.INIT_CWD ?? '.', '.data'), './.data', '../../.data']
  const files = dirs.map((d) => join(resolve(d), 'ops-token'))
  const file = files.find((f) => existsSync(f))
  if (file) return readFileSync(file, 'utf8').trim()
  throw new Error(`No operator token: set OPS_TOKEN or DATA_DIR (looked in ${files.join(', ')}).`)
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  // The server's own default: 127.0.0.1 on PORT (3000), so `PORT=4000 npm start` and `npm run
  // ops` in the same shell meet without TRELLIS_URL.
  const base = (process.env.TRELLIS_URL ?? `http://127.0.0.1:${process.env.PORT || 3000}`).replace(
    /\/$/,
    '',
  )
  const headers: Record<string, string> = { authorization: `Bearer ${token()}` }
  if (body !== undefined) headers['content-type'] = 'application/json'
  let res: Response
  try {
    res = await fetch(`${base}/api/ops${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
  } catch {
    throw new Error(`Cannot reach the server at ${base} (is it running? set TRELLIS_URL).`)
  }
  const answer = (await res.json().catch(() => ({}))) as { data?: unknown; message?: string }
  if (!res.ok) throw new Error(`${res.status}: ${answer.message ?? res.statusText}`)
  return answer.data
}

type Row = Record<string, unknown>
const line = (r: Row, keys: string[]) => keys.map((k) => `${k}=${String(r[k] ?? '')}`).join('  ')

/** Runs one command; returns the lines to print. */
export async function run(args: string[]): Promise<string[]> {
  const [command, first, second] = args
  const status = option(args, '--status')
  const query = status ? `?status=${encodeURIComponent(status)}` : ''
  switch (command) {
    case 'deposits': {
      const rows = (await request('GET', `/deposits${query}`)) as Row[]
      if (rows.length === 0) return ['No deposits.']
      return rows.map((r) => line(r, ['id', 'userId', 'amount', 'trx', 'status', 'createdAt']))
    }
    case 'approve-deposit':
    case 'reject-deposit': {
      if (!first) throw new Error(USAGE)
      const verb = command === 'approve-deposit' ? 'approve' : 'reject'
      const r = (await request('POST', `/deposits/${encodeURIComponent(first)}/${verb}`)) as Row
      return [`Deposit ${first} ${String(r.status)} (${String(r.amount)} USDT).`]
    }
    case 'withdrawals': {
      const rows = (await request('GET', `/withdrawals${query}`)) as Row[]
      if (rows.length === 0) return ['No withdrawals.']
      return rows.map((r) =>
        line(r, ['id', 'userId', 'amount', 'charges', 'address', 'status', 'trx', 'note']),
      )
    }
    case 'pay-withdrawal': {
      const trx = option(args, '--trx')
      if (!first || !trx) throw new Error(USAGE)
      await request('POST', `/withdrawals/${encodeURIComponent(first)}/pay`, { trx })
      return [`Withdrawal ${first} marked paid (${trx}).`]
    }
    case 'approve-withdrawal': {
      if (!first) throw new Error(USAGE)
      const r = (await request('POST', `/withdrawals/${encodeURIComponent(first)}/approve`)) as Row
      return [`Withdrawal ${first} ${String(r.status)} (approvals: ${String(r.approvals)}).`]
    }
    case 'reconcile': {
      const r = (await request('GET', '/reconcile')) as {
        chain: Record<string, number>
        liabilities: Record<string, number>
        feesCents: number
        differenceCents: number
        addresses: number
      }
      const usd = (c: number) => formatUsd(c / 100)
      return [
        `On the chain: ${usd(r.chain.totalCents ?? 0)} (hot wallet ${usd(r.chain.hotWalletCents ?? 0)}, deposit addresses ${usd(r.chain.depositAddressesCents ?? 0)}, treasury ${usd(r.chain.treasuryCents ?? 0)}; ${r.addresses} addresses read).`,
        `Owed: ${usd(r.liabilities.totalCents ?? 0)} (members' wallets ${usd(r.liabilities.walletsCents ?? 0)}, withdrawals not yet paid ${usd(r.liabilities.pendingWithdrawalsCents ?? 0)}); charges collected ${usd(r.feesCents)}.`,
        `Difference: ${usd(r.differenceCents)}${r.differenceCents === 0 ? ' (balanced)' : r.differenceCents < 0 ? ' (the chain holds less than is owed)' : ' (the chain holds more than the ledger knows)'}.`,
      ]
    }
    case 'reject-withdrawal': {
      if (!first) throw new Error(USAGE)
      const r = (await request('POST', `/withdrawals/${encodeURIComponent(first)}/reject`)) as Row
      return [`Withdrawal ${first} rejected; ${String(r.amount)} + ${String(r.charges)} refunded.`]
    }
    case 'member': {
      if (!first) throw new Error(USAGE)
      const m = (await request('GET', `/members/${encodeURIComponent(first)}`)) as Row
      return [
        line(m, [
          'userId',
          'firstName',
          'lastName',
          'email',
          'wallet',
          'packageWallet',
          'bonusWallet',
          'totalInvestment',
          'activeDate',
        ]),
      ]
    }
    // Maker-checker (docs/operations.md): the token only proposes; a named operator other than
    // the automation approves in the console, and the money moves then.
    case 'bonus':
    case 'adjust': {
      const bonus = command === 'bonus'
      const [kind, wallet, amountText] = bonus ? ['bonus', undefined, second] : args.slice(2, 5)
      const amount = Number(amountText)
      const reason = option(args, '--reason')
      if (!first || !Number.isFinite(amount) || (!bonus && (!kind || !wallet)))
        throw new Error(USAGE)
      if (!reason) throw new Error(`${command} needs --reason <text> (kept in the audit log).`)
      const p = (await request('POST', '/proposals', {
        kind,
        userId: first,
        amount,
        reason,
        ...(bonus ? {} : { wallet }),
      })) as Row
      const what = bonus
        ? `Bonus of ${formatUsd(amount)} for ${first}`
        : `Adjustment: ${String(kind)} of ${formatUsd(amount)} to the ${String(wallet)} of ${first}`
      return [
        `${what} proposed (proposal ${String(p.id)}): nothing moves until a named operator`,
        'approves it in the console (Bonuses and adjustments).',
      ]
    }
    case 'accrue': {
      const day = option(args, '--day')
      // `--day` without a value must not quietly run today; a future day is refused before the call.
      if (args.includes('--day')) {
        const problem = dayProblem(day, new Date().toISOString().slice(0, 10))
        if (problem) throw new Error(problem)
      }
      const r = (await request('POST', '/accrue', day ? { day } : {})) as Row
      return [`Daily return for ${String(r.day)}: ${String(r.paid)} investments paid.`]
    }
    case 'accrual': {
      const r = (await request('GET', '/accrual')) as {
        count: number
        days: { day: string; paid: number }[]
      }
      if (r.count === 0) return ['Daily return: every past day is complete.']
      return [
        `Daily return: ${r.count} past day(s) not complete (run each with accrue --day):`,
        ...r.days.map((d) => `  ${d.day}  ${d.paid} investments paid so far`),
        ...(r.count > r.days.length ? [`  … and ${r.count - r.days.length} more`] : []),
      ]
    }
    case 'send-usdt': {
      const amount = Number(second)
      if (!first || !Number.isFinite(amount)) throw new Error(USAGE)
      const to = option(args, '--to')
      const r = (await request('POST', '/test-usdt', {
        userId: first,
        amount,
        ...(to ? { to } : {}),
      })) as Row
      if (to === 'hot-wallet') {
        return [
          `Sent ${amount} test USDT to the hot wallet ${String(r.to)} (transaction ${String(r.txHash)}, block ${String(r.block)}), as if ${first} had pasted the wrong address.`,
          `${first} claims it with that hash on the deposit page; an operator approves it in the console's Deposits.`,
        ]
      }
      return [
        `Sent ${amount} test USDT to ${first} at ${String(r.to)} (transaction ${String(r.txHash)}, block ${String(r.block)}).`,
        `It is credited after ${String(r.confirmations)} confirmations.`,
      ]
    }
    case 'operator': {
      const role = option(args, '--role')
      if (first !== 'add' || !second || !role) throw new Error(USAGE)
      const r = (await request('POST', '/operators', { email: second, role })) as Row
      // The link is mailed only (never printed: it sets the password).
      return [
        `Operator ${String(r.email)} added as ${String(r.role)} (id ${String(r.id)}).`,
        'A link to set the password (valid 24 hours) was mailed to that address; then sign in at /ops',
        'and set up an authenticator app. Without SMTP_URL the mail is a file in DATA_DIR/outbox.',
      ]
    }
    case 'ledger-check': {
      const r = (await request('GET', '/ledger-check')) as Row
      return [
        `Unbalanced transactions: ${String(r.unbalanced)}; drifted balances: ${String(r.drifted)}; drifted earnings totals: ${String(r.earningsDrifted)}.`,
      ]
    }
    default:
      throw new Error(USAGE)
  }
}

const isMain = process.argv[1] && /cli\.ts$/.test(process.argv[1])
if (isMain) {
  // pnpm passes a literal "--" through when called as `pnpm ops -- <args>`.
  const args = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'))
  run(args).then(
    (lines) => {
      for (const l of lines) console.log(l)
    },
    (error: Error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
