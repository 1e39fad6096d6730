// `pnpm bench chain [--transfers 10000] [--addresses 2000] [--blocks 1000] [--db pglite|postgres]
//  [--confirmations 15]`
// The chain watcher against a real node (anvil, 127.0.0.1): members with deposit addresses, then
// `blocks` blocks each holding one transaction of transfers/blocks Transfer logs to them, mined one
// after another while the watcher runs (every 50 ms) as the server runs it; then N more blocks.
// Prints the time to credit them all, the lag from each block's finality (the moment block b+N-1
// was mined) to its credit (p50/p99), and, as this machine's reference in the same run, the RPC's
// own eth_getLogs time for the same ranges and address filters. Prints; asserts nothing.
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { createWalletClient, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { createChain } from '../src/chain/client'
import {
  deployTestUsdt,
  devClient,
  DEV_FUNDER_KEY,
  LOCAL_CHAIN_ID,
  startDevChain,
  testUsdtCalls,
} from '../src/chain/dev-chain'
import { newWatcherState, scanChain, transfersTo } from '../src/chain/watcher'
import { addressDeriver, DEV_XPUB } from '../src/chain/xpub'
import { num, openDatabase, query } from '../src/db/client'
import { migrate } from '../src/db/migrate'
import type { Deps } from '../src/domain/context'
import { insertMember } from '../src/domain/members'
import { startCluster } from './pg-cluster'

const { values } = parseArgs({
  options: {
    transfers: { type: 'string', default: '10000' },
    addresses: { type: 'string', default: '2000' },
    blocks: { type: 'string', default: '1000' },
    db: { type: 'string', default: 'pglite' },
    confirmations: { type: 'string', default: '15' },
  },
})
const transfers = Number(values.transfers)
const addressCount = Number(values.addresses)
const blocks = Number(values.blocks)
const N = Number(values.confirmations)
const perBlock = Math.ceil(transfers / blocks)
if (![transfers, addressCount, blocks, N].every((v) => Number.isInteger(v) && v > 0)) {
  process.stderr.write('usage: bench chain [--transfers N] [--addresses N] [--blocks N]\n')
  process.exit(2)
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`

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
    // Members and their addresses, written in bulk (the watcher reads only deposit_addresses).
    const derive = addressDeriver(DEV_XPUB)
    const addresses: Address[] = []
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
      await tx.execute(sql`
        WITH m AS (
          INSERT INTO members (user_id, sponsor_id, first_name, last_name, email, phone, password_hash)
          SELECT 'CHN' || lpad(g::text, 7, '0'), ${root}, 'Chain', 'Bench' || g,
                 'chain' || g || '@example.com', '+10000000000', 'x'
          FROM generate_series(1, ${addressCount}::int) g RETURNING id)
        INSERT INTO accounts (member_id, name)
        SELECT m.id, w.name FROM m CROSS JOIN (VALUES ('wallet'), ('packageWallet'),
          ('bonusWallet'), ('poolWallet'), ('pot3Wallet'), ('pot4Wallet')) AS w(name)`)
      const ids = await query<{ id: unknown }>(
        tx,
        sql`SELECT id FROM members WHERE user_id LIKE 'CHN%' ORDER BY id`,
      )
      for (let i = 0; i < ids.length; i++) addresses.push(derive(i))
      await tx.execute(sql`
        INSERT INTO deposit_addresses (member_id, address_index, address)
        SELECT unnest(${`{${ids.map((r) => num(r.id)).join(',')}}`}::bigint[]),
               generate_series(0, ${ids.length - 1}::int),
               unnest(${`{${addresses.join(',')}}`}::text[])`)
    })
    const deps = {
      database,
      mailer: { send: async () => undefined },
      now: () => new Date(),
      log: () => undefined,
    } as unknown as Deps

    // The watcher, as the server runs it: a run every 50 ms (timed), while blocks are mined.
    const state = newWatcherState()
    let running = true
    let scanMs = 0
    let runs = 0
    let failed = 0
    const watcher = (async () => {
      while (running) {
        const t0 = performance.now()
        // A failed run (the node busy, a reset connection) is retried, as the server's job does.
        await scanChain(deps, chain, state).catch(() => failed++)
        scanMs += performance.now() - t0
        runs++
        await new Promise((r) => setTimeout(r, 50))
      }
    })()

    const wallet = createWalletClient({
      account: privateKeyToAccount(DEV_FUNDER_KEY),
      chain: foundry,
      transport: http(dev.url, { retryCount: 0 }),
    })
    const client = devClient(dev.url)
    let nonce = await client.getTransactionCount({ address: wallet.account.address })
    const minedAt = new Map<bigint, number>()
    const firstBlock = (await client.getBlockNumber({ cacheTime: 0 })) + 1n
    const started = performance.now()
    for (let b = 0; b < blocks; b++) {
      const to: Address[] = []
      const units: bigint[] = []
      for (let k = 0; k < perBlock && b * perBlock + k < transfers; k++) {
        to.push(addresses[(b * perBlock + k) % addresses.length] as Address)
        units.push(10n ** 18n + BigInt(b * perBlock + k) * 10n ** 14n)
      }
      await wallet.sendTransaction({
        to: token,
        data: testUsdtCalls.transferMany(to, units),
        nonce: nonce++,
        gas: 60_000n + 30_000n * BigInt(to.length),
      })
      minedAt.set(firstBlock + BigInt(b), performance.now())
    }
    const produced = performance.now() - started
    for (let i = 0; i < N; i++) {
      await client.mine({ blocks: 1 })
      minedAt.set(firstBlock + BigInt(blocks + i), performance.now())
    }
    const lastBlock = firstBlock + BigInt(blocks - 1)
    // Wait on progress: every transfer credited (the count only grows; a stall shows as a hang
    // the operator sees, this is a bench, not a test).
    for (;;) {
      const [c] = await query<{ n: unknown }>(
        database.db,
        sql`SELECT count(*) AS n FROM chain_deposits WHERE status = 'credited'`,
      )
      if (num(c?.n) >= transfers) break
      await new Promise((r) => setTimeout(r, 20))
    }
    const creditedAll = performance.now() - started
    running = false
    await watcher

    // Lag: each block's finality (block b+N-1 mined) to its credit (credited_at, per row).
    const rows = await query<{ block_number: unknown; t: unknown }>(
      database.db,
      sql`SELECT block_number, extract(epoch FROM credited_at) * 1000 AS t FROM chain_deposits`,
    )
    const wallOffset = Date.now() - performance.now()
    const lags = rows
      .map((r) => {
        const finalAt = minedAt.get(BigInt(num(r.block_number)) + BigInt(N - 1))
        return finalAt === undefined ? NaN : num(r.t) - (finalAt + wallOffset)
      })
      .filter((v) => Number.isFinite(v))
      .sort((a, b) => a - b)

    // This machine's reference: the node's own eth_getLogs over the same ranges and filters.
    const lower = addresses.map((a) => a.toLowerCase())
    const r0 = performance.now()
    let logs = 0
    for (let from = firstBlock; from <= lastBlock; from += 500n) {
      const to = from + 499n < lastBlock ? from + 499n : lastBlock
      logs += (await transfersTo(chain, lower, from, to)).length
    }
    const getLogsMs = performance.now() - r0

    const [ledger] = await query<{ n: unknown }>(
      database.db,
      sql`SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'deposit'`,
    )
    console.log(
      `\n== chain (${values.db}): ${transfers.toLocaleString('en')} transfers to ` +
        `${addressCount.toLocaleString('en')} addresses over ${blocks} blocks, N = ${N}`,
    )
    console.log(`mining the ${blocks} blocks (anvil, one tx each): ${s(produced)}`)
    console.log(
      `all credited ${s(creditedAll)} after the first block was sent; ` +
        `${num(ledger?.n).toLocaleString('en')} postings, ${runs} watcher runs (${failed} failed), ` +
        `${s(scanMs)} inside them (${((transfers / scanMs) * 1000).toFixed(0)} credits/s of run time)`,
    )
    console.log(
      `lag finality → credit: p50 ${s(pct(lags, 50))}, p99 ${s(pct(lags, 99))}, ` +
        `max ${s(lags[lags.length - 1] ?? NaN)} (${lags.length} credits)`,
    )
    console.log(
      `reference, the node's eth_getLogs for the same ${blocks} blocks and ` +
        `${Math.ceil(addressCount / 500)} address filters per range: ${s(getLogsMs)} (${logs} logs)`,
    )
  } finally {
    await database.close()
    await dev.stop()
    cluster?.remove()
  }
}

await main()
