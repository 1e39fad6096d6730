// `pnpm bench payouts [--payouts 500] [--db pglite|postgres] [--confirmations 3]`
// The payout signer against a real node (anvil, 127.0.0.1, automine): `payouts` approved
// withdrawals (one member and one address each) paid from one hot wallet by the payer's runs, as
// the server runs them, until every one is sent; then confirmed after N blocks. Prints payouts per
// second from the queue to the chain, the time from approval to broadcast (p50/p99), and, as this
// machine's reference in the same run, the node's own raw send rate: the same number of token
// transfers signed and sent one after another from another account. Prints; asserts nothing.
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { encodeFunctionData, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createChain } from '../src/chain/client'
import {
  deployTestUsdt,
  devClient,
  DEV_FUNDER_KEY,
  LOCAL_CHAIN_ID,
  receiptOf,
  sendFromDev,
  startDevChain,
  testUsdtCalls,
} from '../src/chain/dev-chain'
import { erc20Abi } from '../src/chain/token'
import { DEV_XPUB } from '../src/chain/xpub'
import { num, openDatabase, query } from '../src/db/client'
import { migrate } from '../src/db/migrate'
import type { Deps } from '../src/domain/context'
import { insertMember } from '../src/domain/members'
import { DEFAULT_PAYOUT_FEES, defaultPayoutRules } from '../src/payouts/config'
import { hotWalletOf } from '../src/payouts/key'
import { runPayouts } from '../src/payouts/payer'
import { startCluster } from './pg-cluster'

const { values } = parseArgs({
  options: {
    payouts: { type: 'string', default: '500' },
    db: { type: 'string', default: 'pglite' },
    confirmations: { type: 'string', default: '3' },
  },
})
const count = Number(values.payouts)
const N = Number(values.confirmations)
if (![count, N].every((v) => Number.isInteger(v) && v > 0)) {
  process.stderr.write(
    'usage: bench payouts [--payouts N] [--db pglite|postgres] [--confirmations N]\n',
  )
  process.exit(2)
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const ms = (v: number) => `${v.toFixed(0)} ms`

async function main() {
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  const dev = await startDevChain({ blockTimeSeconds: 0, slotsInAnEpoch: 1 })
  const cluster = values.db === 'postgres' ? await startCluster() : undefined
  const database = await openDatabase(cluster ? { url: cluster.url } : { pgliteDir: undefined })
  try {
    await migrate(database)
    const token = await deployTestUsdt(dev.url, 18)
    const chain = createChain({
      rpcUrls: [dev.url],
      chainId: LOCAL_CHAIN_ID,
      token,
      xpub: DEV_XPUB,
      confirmations: N,
      pollMs: 50,
      logRange: 500,
      startBlock: 0n,
      local: true,
    })
    const client = devClient(dev.url)
    const wallet = hotWalletOf(generatePrivateKey())
    await client.setBalance({ address: wallet.address, value: 10n ** 20n })
    const sent = await sendFromDev(
      dev.url,
      token,
      testUsdtCalls.transfer(wallet.address, 10n ** 27n),
    )
    await receiptOf(client, sent)

    // The reference: the node's own rate for the same kind of transaction, signed and sent one
    // after another (each answered before the next, as the payer does).
    const other = privateKeyToAccount(DEV_FUNDER_KEY)
    let nonce = await client.getTransactionCount({ address: other.address, blockTag: 'pending' })
    const gasPrice = await client.getGasPrice()
    const r0 = performance.now()
    for (let i = 0; i < count; i++) {
      const raw = await other.signTransaction({
        type: 'legacy',
        chainId: LOCAL_CHAIN_ID,
        nonce: nonce++,
        to: token,
        gas: DEFAULT_PAYOUT_FEES.gasLimit,
        gasPrice,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [privateKeyToAccount(generatePrivateKey()).address, 10n ** 18n],
        }),
      })
      await client.sendRawTransaction({ serializedTransaction: raw })
    }
    const rawMs = performance.now() - r0

    // The queue: `count` members, each with one approved withdrawal of $10-$60 to its own address.
    await database.transaction(async (tx) => {
      const root = await insertMember(tx, {
        userId: 'BCH0000001',
        sponsorId: null,
        firstName: 'Root',
        lastName: 'Member',
        email: 'root@example.com',
        phone: '+10000000000',
        passwordHash: 'x',
      })
      const to: Address[] = []
      for (let i = 0; i < count; i++) to.push(privateKeyToAccount(generatePrivateKey()).address)
      await tx.execute(sql`
        WITH m AS (
          INSERT INTO members (user_id, sponsor_id, first_name, last_name, email, phone, password_hash)
          SELECT 'PAY' || lpad(g::text, 7, '0'), ${root}, 'Payout', 'Bench' || g,
                 'payout' || g || '@example.com', '+10000000000', 'x'
          FROM generate_series(1, ${count}::int) g RETURNING id)
        INSERT INTO withdrawals (member_id, amount_cents, charge_cents, address, status, approved_at)
        SELECT m.id, 1000 + (m.id % 50) * 100, 0, a.address, 'approved', now()
        FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM m) m
        JOIN (SELECT address, ordinality AS n FROM unnest(${`{${to.join(',')}}`}::text[]) WITH ORDINALITY AS address) a
          ON a.n = m.n`)
    })
    const deps = {
      database,
      mailer: { send: async () => undefined },
      now: () => new Date(),
      log: () => undefined,
      payoutRules: { ...defaultPayoutRules(), dailyCapCents: 10_000_000_00 },
    } as unknown as Deps
    const payer = { chain, wallet, fees: DEFAULT_PAYOUT_FEES }

    // The payer's runs back to back (the server waits CHAIN_POLL_MS between them) until all sent.
    const started = performance.now()
    let runs = 0
    for (;;) {
      const r = await runPayouts(deps, payer)
      runs++
      if (r.signed.length === 0) break
    }
    const allSent = performance.now() - started
    const [left] = await query<{ n: unknown }>(
      database.db,
      sql`SELECT count(*) AS n FROM withdrawals WHERE status NOT IN ('sent', 'confirmed')`,
    )
    // Approval to broadcast, per payout (both stamps are the database's clock).
    const rows = await query<{ lag: unknown }>(
      database.db,
      sql`SELECT extract(epoch FROM (a.broadcast_at - w.approved_at)) * 1000 AS lag
          FROM withdrawals w JOIN payout_attempts a ON a.withdrawal_id = w.id AND a.attempt = 1`,
    )
    const lags = rows.map((r) => num(r.lag)).sort((a, b) => a - b)
    await client.mine({ blocks: N + 2 })
    const c0 = performance.now()
    await runPayouts(deps, payer)
    const confirmMs = performance.now() - c0
    const [confirmed] = await query<{ n: unknown }>(
      database.db,
      sql`SELECT count(*) AS n FROM withdrawals WHERE status = 'confirmed'`,
    )

    console.log(
      `\n== payouts (${values.db}): ${count} approved withdrawals, one hot wallet, N = ${N}`,
    )
    console.log(
      `all sent in ${s(allSent)}: ${((count / allSent) * 1000).toFixed(1)} payouts/s ` +
        `(${runs} runs, ${num(left?.n)} not sent)`,
    )
    console.log(
      `approval → broadcast: p50 ${ms(pct(lags, 50))}, p99 ${ms(pct(lags, 99))}, ` +
        `max ${ms(lags[lags.length - 1] ?? NaN)} (all approved at once: queueing included)`,
    )
    console.log(
      `reference, the node's own raw send rate (${count} transfers, one after another): ` +
        `${s(rawMs)}, ${((count / rawMs) * 1000).toFixed(1)} tx/s`,
    )
    console.log(
      `after ${N + 2} more blocks, one more run (${s(confirmMs)}): ${num(confirmed?.n)} of ${count} confirmed`,
    )
  } finally {
    await database.close()
    await dev.stop()
    cluster?.remove()
  }
}

await main()
