// The words of a wallet history line, built once: the app's lists and the CSV statement (the
// server's and the mocks') all read them from here, so a line says the same thing everywhere.
import { POT_NAMES } from './constants'
import type { EarningSource, HistoryKind, WalletName, WalletTransaction } from './entities'
import { formatUsd } from './display'
import { formatMessage, type MessageValues } from './i18n/format'
import { defaultLocale } from './i18n/locale'

/**
 * The one minus sign of amounts: ASCII '-', the sign Intl.NumberFormat prints for a negative
 * amount and the one spreadsheets read as a number in the CSV statement.
 */
export const MINUS = '-'

/**
 * The words of history lines, as ICU templates (i18n/format.ts), in English; Hindi:
 * `hiHistory` in i18n/hi.ts (the `history.` catalogue). The server and the mocks write a line's
 * memo with {@link historyMemo} from the same templates, and {@link historyWords} reads the values
 * back from the memo to say the line in the reader's language: one source for each title.
 */
export const historyEnglish = {
  levelIncome: 'Level {level} income',
  levelIncomeAny: 'Level income',
  membershipIncome: 'Membership income',
  transfer: 'Transfer',
  dailyReturn: 'Daily return: {plan}',
  investment: 'Investment in {plan}',
  joinedPool: 'Joined the {pool}',
  deposit: 'Deposit {reference}',
  withdrawal: 'Withdrawal',
  withdrawalTo: 'Withdrawal to {address}',
  withdrawalPaid: 'Withdrawal {id} paid: {hash}',
  withdrawalRefund: 'Withdrawal {id} rejected: refund',
  transferToUser: 'Transfer to {userId}',
  toPackageWallet: 'Transfer to package wallet',
  activation: 'Activation',
  bonusRedeemed: 'Bonus redeemed to income wallet',
  businessReward: 'Business reward: team business reached {amount}',
  bonus: 'Bonus: {reason}',
  adjustment: 'Adjustment: {reason}',
  /** Each wallet as a history line names it (`pool`: a pot's name, kept as it is). */
  walletName:
    '{wallet, select, wallet {Income wallet} packageWallet {Package wallet} bonusWallet {Bonus wallet} poolWallet {Pool wallet} other {{pool} wallet}}',
  from: 'From {who}',
  to: 'To {who}',
  /** The other member: "BCH1000005 (Alice)". */
  member: '{userId} ({name})',
  fee: 'Fee {fee}',
  /** An earning's source line: "Level 2 · 5% of $1,000.00 from BCH1000005". */
  sourceKind:
    '{kind, select, roi {ROI} level {Level} membership {Membership} reward {Business reward} other {Bonus}}',
  sourceLevel: 'Level {level}',
  sourceRateOf: '{rate} of {base}',
  sourceFrom: 'from {userId}',
  credit: 'credit',
  debit: 'debit',
  /** The CSV statement's columns. */
  columnDate: 'date',
  columnDescription: 'description',
  columnCounterparty: 'counterparty',
  columnWallet: 'wallet',
  columnType: 'type',
  columnAmount: 'amount',
  columnFee: 'fee',
  columnSourceMember: 'source member',
  columnLevel: 'level',
  columnRate: 'rate',
  columnBase: 'base',
  columnDay: 'day',
} as const

/** One of the history words. */
export type HistoryWordId = keyof typeof historyEnglish

/** Says a history word with its values, in some language. */
export type SayHistory = (id: HistoryWordId, values?: MessageValues) => string

/** The history words in English. */
export const sayHistoryInEnglish: SayHistory = (id, values) =>
  formatMessage(defaultLocale, historyEnglish[id], values)

/** The memo a ledger entry is written with (the server's and the mocks'), in English. */
export function historyMemo(id: HistoryWordId, values?: MessageValues): string {
  return sayHistoryInEnglish(id, values)
}

/** The templates a memo of each kind may have been written from, tried in order. */
const MEMO_TITLES: Partial<Record<HistoryKind, HistoryWordId[]>> = {
  roi: ['dailyReturn'],
  reward: ['businessReward'],
  bonus: ['bonus'],
  deposit: ['deposit'],
  withdrawal: ['withdrawalPaid', 'withdrawalTo', 'withdrawal'],
  'withdrawal-refund': ['withdrawalRefund'],
  'self-transfer': ['toPackageWallet'],
  invest: ['investment'],
  activation: ['activation'],
  pool: ['joinedPool'],
  'bonus-redeem': ['bonusRedeemed'],
  other: ['adjustment', 'bonus'],
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const memoReaders = new Map<HistoryWordId, { pattern: RegExp; names: string[] }>()

/** The values of `memo` if it was written from the template `id` (its arguments are plain). */
function readMemo(id: HistoryWordId, memo: string): MessageValues | null {
  let reader = memoReaders.get(id)
  if (!reader) {
    const names: string[] = []
    const source = historyEnglish[id]
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1]
        if (name === undefined) return escapeRegExp(part)
        names.push(name)
        return '([\\s\\S]+?)'
      })
      .join('')
    reader = { pattern: new RegExp(`^${source}$`), names }
    memoReaders.set(id, reader)
  }
  const m = reader.pattern.exec(memo)
  if (!m) return null
  return Object.fromEntries(reader.names.map((name, i) => [name, m[i + 1] ?? '']))
}

function titleOf(line: WalletTransaction, say: SayHistory): string {
  switch (line.kind) {
    // The ROI's memo names the daily return of the upline's investment; the upline's line is
    // income of a level, not a daily return of their own.
    case 'level':
      return line.source?.level
        ? say('levelIncome', { level: line.source.level })
        : say('levelIncomeAny')
    case 'membership':
      return say('membershipIncome')
    case 'transfer':
      return say('transfer')
  }
  for (const id of MEMO_TITLES[line.kind] ?? []) {
    const values = readMemo(id, line.desc)
    if (values) return say(id, values)
  }
  // A memo written some other way (an old entry, an operator's words): as it was written.
  return line.desc
}

/** Each wallet as a history line names it, in English ("Income wallet"). */
export function walletTitle(wallet: WalletName, say: SayHistory = sayHistoryInEnglish): string {
  const pot = wallet === 'pot3Wallet' ? 3 : wallet === 'pot4Wallet' ? 4 : null
  return say('walletName', { wallet, pool: pot === null ? '' : POT_NAMES[pot] })
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

/** The words of one history line, in English unless `say` speaks another language. */
export function historyWords(
  line: WalletTransaction,
  say: SayHistory = sayHistoryInEnglish,
): HistoryWords {
  const c = line.counterparty
  const who = c ? (c.name ? say('member', { userId: c.userId, name: c.name }) : c.userId) : null
  return {
    title: titleOf(line, say),
    wallet: walletTitle(line.wallet, say),
    counterparty: who === null ? null : say(line.type === 'credit' ? 'from' : 'to', { who }),
    fee: line.fee ? say('fee', { fee: formatUsd(line.fee) }) : null,
    amount: signedUsd(line),
  }
}

/** Percent as the member reads it: 5, 1.5, 0.25 (no trailing zeros). */
function percent(rate: number): string {
  return `${Number(rate.toFixed(4))}%`
}

/**
 * Where an earning came from, in one line: "Level 2 · 5% of $1,000.00 from BCH1000005".
 * Parts the source does not carry are left out rather than shown as blanks.
 */
export function sourceLine(source: EarningSource, say: SayHistory = sayHistoryInEnglish): string {
  const kind =
    source.kind === 'level' && source.level !== null
      ? say('sourceLevel', { level: source.level })
      : say('sourceKind', { kind: source.kind })
  const basis: string[] = []
  if (source.rate !== null && source.baseAmount !== null) {
    basis.push(
      say('sourceRateOf', { rate: percent(source.rate), base: formatUsd(source.baseAmount) }),
    )
  } else if (source.rate !== null) {
    basis.push(percent(source.rate))
  }
  if (source.fromUserId !== null && source.kind !== 'roi')
    basis.push(say('sourceFrom', { userId: source.fromUserId }))
  return basis.length > 0 ? `${kind} · ${basis.join(' ')}` : kind
}

/** The statement's columns, in order. */
const STATEMENT_COLUMNS = [
  'columnDate',
  'columnDescription',
  'columnCounterparty',
  'columnWallet',
  'columnType',
  'columnAmount',
  'columnFee',
  'columnSourceMember',
  'columnLevel',
  'columnRate',
  'columnBase',
  'columnDay',
] as const satisfies readonly HistoryWordId[]

/** The statement's header in English. */
export const STATEMENT_HEADER = STATEMENT_COLUMNS.map((id) => historyEnglish[id])

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
 * list (in the member's language when `say` speaks it), the amount signed with {@link MINUS} and
 * two decimals, then the earning's source.
 */
export function statementCsv(
  lines: readonly WalletTransaction[],
  say: SayHistory = sayHistoryInEnglish,
): string {
  const rows = lines.map((t) => {
    const w = historyWords(t, say)
    return [
      t.createdAt,
      w.title,
      w.counterparty,
      w.wallet,
      say(t.type),
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
  const header = STATEMENT_COLUMNS.map((id) => field(say(id))).join(',')
  return [header, ...rows].join('\r\n') + '\r\n'
}

/** The memo of a daily return's transaction (the ROI line and its uplines' level income lines). */
export function roiMemo(planName: string): string {
  return historyMemo('dailyReturn', { plan: planName })
}

/** The memo of a business reward's credit. */
export function businessRewardMemo(milestoneCents: number): string {
  return historyMemo('businessReward', {
    amount: `$${(milestoneCents / 100).toLocaleString('en-US')}`,
  })
}
