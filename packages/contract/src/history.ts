// The words of a wallet history line, built once: the app's lists and the CSV statement (the
// server's and the mocks') all read them from here, so a line says the same thing everywhere.
import { POT_NAMES } from './constants'
import type { WalletName, WalletTransaction } from './entities'
import { formatUsd } from './helpers'

/**
 * The one minus sign of amounts: ASCII '-', the sign Intl.NumberFormat prints for a negative
 * amount and the one spreadsheets read as a number in the CSV statement.
 */
export const MINUS = '-'

/** Each wallet as a history line names it. */
export const WALLET_TITLES: Record<WalletName, string> = {
  wallet: 'Income wallet',
  packageWallet: 'Package wallet',
  bonusWallet: 'Bonus wallet',
  poolWallet: 'Pool wallet',
  pot3Wallet: `${POT_NAMES[3]} wallet`,
  pot4Wallet: `${POT_NAMES[4]} wallet`,
}

/** What a member reads on one history line. */
export interface HistoryWords {
  /** What happened: "Level 2 income", "Transfer", "Joined the 2X Pool"… */
  title: string
  /** The wallet the money came into or went out of: "Income wallet". */
  wallet: string
  /** "From BCH1000005 (Alice)" / "To BCH1000007 (Bob)"; null when no other member took part. */
  counterparty: string | null
  /** "Fee $2.00" when the line paid one. */
  fee: string | null
  /** The signed amount: "+$98.00", "-$10.20". */
  amount: string
}

/** The amount with its sign; the sign is text, so colour is never the only cue. */
export function signedUsd(line: Pick<WalletTransaction, 'amount' | 'type'>): string {
  return `${line.type === 'credit' ? '+' : MINUS}${formatUsd(Math.abs(line.amount))}`
}

function titleOf(line: WalletTransaction): string {
  switch (line.kind) {
    // The ROI's memo names the daily return of the upline's investment; the upline's line is
    // income of a level, not a daily return of their own.
    case 'level':
      return line.source?.level ? `Level ${line.source.level} income` : 'Level income'
    case 'membership':
      return 'Membership income'
    case 'transfer':
      return 'Transfer'
    default:
      return line.desc
  }
}

/** The words of one history line. */
export function historyWords(line: WalletTransaction): HistoryWords {
  const c = line.counterparty
  const who = c ? `${c.userId}${c.name ? ` (${c.name})` : ''}` : null
  return {
    title: titleOf(line),
    wallet: WALLET_TITLES[line.wallet] ?? line.wallet,
    counterparty: who === null ? null : `${line.type === 'credit' ? 'From' : 'To'} ${who}`,
    fee: line.fee ? `Fee ${formatUsd(line.fee)}` : null,
    amount: signedUsd(line),
  }
}

/** The statement's columns, in order. */
export const STATEMENT_HEADER = [
  'date',
  'description',
  'counterparty',
  'wallet',
  'type',
  'amount',
  'fee',
  'source member',
  'level',
  'rate',
  'base',
  'day',
] as const

/** A plain number (the signed amount, the fee) is data, not a spreadsheet formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
function field(v: string | number | null): string {
  const s = v === null ? '' : String(v)
  // A leading =, +, - or @ would be run as a formula by spreadsheets: prefix a quote.
  const safe = /^[=+\-@]/.test(s) && !PLAIN_NUMBER.test(s) ? `'${s}` : s
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const fixed2 = (n: number) => n.toFixed(2)

/**
 * The CSV statement of history lines, in the order given (oldest first): the same words as the
 * list, the amount signed with {@link MINUS} and two decimals, then the earning's source.
 */
export function statementCsv(lines: readonly WalletTransaction[]): string {
  const rows = lines.map((t) => {
    const w = historyWords(t)
    return [
      t.createdAt,
      w.title,
      w.counterparty,
      w.wallet,
      t.type,
      `${t.type === 'debit' ? MINUS : ''}${fixed2(Math.abs(t.amount))}`,
      t.fee ? fixed2(t.fee) : null,
      t.source?.fromUserId ?? null,
      t.source?.level ?? null,
      t.source?.rate === null || t.source?.rate === undefined ? null : fixed2(t.source.rate),
      t.source?.baseAmount === null || t.source?.baseAmount === undefined
        ? null
        : fixed2(t.source.baseAmount),
      t.source?.day ?? null,
    ]
      .map(field)
      .join(',')
  })
  return [STATEMENT_HEADER.join(','), ...rows].join('\r\n') + '\r\n'
}

/** The memo of a daily return's transaction (the ROI line and its uplines' level income lines). */
export function roiMemo(planName: string): string {
  return `Daily return: ${planName}`
}

/** The memo of a business reward's credit. */
export function businessRewardMemo(milestoneCents: number): string {
  return `Business reward: team business reached $${(milestoneCents / 100).toLocaleString('en-US')}`
}
