// The local development chain: anvil (from @foundry-rs/anvil, a real JSON-RPC node, on Node 20),
// on 127.0.0.1 and a free port, with the test USDT deployed from the committed bytecode. `npm
// start` without CHAIN_RPC_URLS runs one; each server test file that needs a chain runs one.
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import {
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  http,
  publicActions,
  TransactionReceiptNotFoundError,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { LOCAL_CHAIN_ID } from './config'
import { TEST_USDT } from './token'

/** anvil's first dev account (public, from its test mnemonic): it deploys and holds the test USDT. */
export const DEV_FUNDER_KEY: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
export { LOCAL_CHAIN_ID }

/**
 * anvil's fourth dev account: on the local chain, a member's own exchange wallet, none of the
 * network's (`ops send-usdt … --to hot-wallet` pays the hot wallet from it, a member's mistake).
 */
export const DEV_EXCHANGE_KEY: Hex =
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6'

/** A running local chain. */
export interface DevChain {
  url: string
  chainId: number
  pid: number | undefined
  stop(): Promise<void>
}

export interface DevChainOptions {
  /** 0: blocks only when asked (tests mine with anvil_mine); n: a block every n seconds. */
  blockTimeSeconds?: number
  /**
   * anvil's "finalized" block is the head minus 2 × slots per epoch (32 by default: 64 blocks).
   * The server runs 1 (finalized = head - 2) so CHAIN_CONFIRMATIONS is what a newcomer waits for.
   */
  slotsInAnEpoch?: number
  /** Keep the chain across restarts in this file (anvil --state; written on stop and every 10 s). */
  stateFile?: string
  /** Ends the start if anvil has not said where it listens by then. */
  startTimeoutMs?: number
}

/** Runs "$0" "$@" (anvil) until its stdin closes, then stops it with SIGTERM and waits. */
const KEEPER = '"$0" "$@" </dev/null & a=$!; read _; kill -TERM $a 2>/dev/null; wait $a'

/** The anvil binary of this platform, shipped as an optional dependency of @foundry-rs/anvil. */
export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const wrapper = dirname(require.resolve('@foundry-rs/anvil/package.json'))
  const fromWrapper = createRequire(join(wrapper, 'package.json'))
  const os = process.platform === 'win32' ? 'win32' : process.platform
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const pkg = dirname(fromWrapper.resolve(`@foundry-rs/anvil-${os}-${arch}/package.json`))
  return join(pkg, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/** Starts anvil on 127.0.0.1 and a free port; resolves once it listens. */
export async function startDevChain(options: DevChainOptions = {}): Promise<DevChain> {
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(LOCAL_CHAIN_ID)]
  args.push('--slots-in-an-epoch', String(options.slotsInAnEpoch ?? 1))
  if (options.blockTimeSeconds) args.push('--block-time', String(options.blockTimeSeconds))
  if (options.stateFile) args.push('--state', options.stateFile, '--state-interval', '10')
  // On POSIX anvil runs under a small sh that ends it when our end of its stdin closes: on stop,
  // and also when this process dies by kill -9 (no orphaned chain keeps a port and a CPU slice).
  const child: ChildProcess =
    process.platform === 'win32'
      ? spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('/bin/sh', ['-c', KEEPER, anvilBinary(), ...args], {
          stdio: ['pipe', 'pipe', 'pipe'],
        })
  const url = await new Promise<string>((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(
      () => fail(new Error('The local chain (anvil) did not start in time.')),
      options.startTimeoutMs ?? 60_000,
    )
    const fail = (error: Error) => {
      clearTimeout(timer)
      child.stdin?.end()
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
      reject(error)
    }
    child.once('error', (e) => fail(new Error(`The local chain (anvil) cannot run: ${e.message}`)))
    child.once('exit', (code) => fail(new Error(`The local chain (anvil) stopped (exit ${code}).`)))
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4_000)
      const m = /Listening on (127\.0\.0\.1:\d+)/.exec(seen)
      if (m) {
        clearTimeout(timer)
        child.removeAllListeners('exit')
        child.stdout?.off('data', onData)
        // Drain what it prints after (one line per request) so its pipe never fills.
        child.stdout?.resume()
        resolve(`http://${m[1]}`)
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.resume()
  })
  let stopped: Promise<void> | undefined
  return {
    url,
    chainId: LOCAL_CHAIN_ID,
    pid: child.pid,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        // SIGTERM: anvil writes its --state file on the way out (the keeper sends it on EOF).
        if (child.stdin) child.stdin.end()
        else child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
      })
      return stopped
    },
  }
}

/** A client for the dev chain that can also deploy, send and mine. */
export function devClient(url: string) {
  return createTestClient({
    chain: foundry,
    mode: 'anvil',
    transport: http(url, { retryCount: 0 }),
  }).extend(publicActions)
}

/**
 * The receipt of a sent transaction, asked for again every `pollMs` until the node has it. Anvil
 * mines a transaction as it takes it, yet may answer with its hash and count its block a moment
 * before the receipt can be read (foundry-rs/foundry#3537). viem's waitForTransactionReceipt
 * asks again only when a later block comes, and on a chain that mines only when asked (the
 * tests') none comes: a loaded CI machine waited out a test's 60 s limit on it. The deadline is a
 * safety net, not a goal.
 */
export async function receiptOf(
  client: { getTransactionReceipt(a: { hash: Hex }): Promise<TransactionReceipt> },
  hash: Hex,
  { pollMs = 20, timeoutMs = 120_000 }: { pollMs?: number; timeoutMs?: number } = {},
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
      if (Date.now() >= deadline)
        throw new Error(`No receipt for ${hash} after ${Math.round(timeoutMs / 1000)} s.`)
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/**
 * Deploys the test USDT from the first dev account, which holds `supplyUnits` of it; returns
 * its address. On a fresh anvil the first deployment lands at the same address every time.
 */
export async function deployTestUsdt(
  url: string,
  decimals = 18,
  supplyUnits = 10n ** 9n * 10n ** BigInt(decimals),
): Promise<Address> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEV_FUNDER_KEY),
    chain: foundry,
    transport: http(url, { retryCount: 0 }),
  }).extend(publicActions)
  const hash = await wallet.deployContract({
    abi: TEST_USDT.abi,
    bytecode: TEST_USDT.bytecode,
    args: [decimals, supplyUnits],
  })
  // On a chain without automatic blocks the deployment waits for one.
  const client = devClient(url)
  const mining = await client.getAutomine()
  if (!mining) await client.mine({ blocks: 1 })
  const receipt = await receiptOf(wallet, hash, { pollMs: 50 })
  if (!receipt.contractAddress) throw new Error('The test USDT was not deployed.')
  return receipt.contractAddress
}

/** The calls the dev tools make on the test USDT. */
export const testUsdtCalls = {
  transfer: (to: Address, units: bigint) =>
    encodeFunctionData({ abi: TEST_USDT.abi, functionName: 'transfer', args: [to, units] }),
  transferMany: (to: Address[], units: bigint[]) =>
    encodeFunctionData({ abi: TEST_USDT.abi, functionName: 'transferMany', args: [to, units] }),
  forgeTransferLog: (to: Address, data: Hex) =>
    encodeFunctionData({ abi: TEST_USDT.abi, functionName: 'forgeTransferLog', args: [to, data] }),
}

/** Sends a call from a dev account (the funder by default); resolves with the tx hash. */
export async function sendFromDev(
  url: string,
  to: Address,
  data: Hex,
  key: Hex = DEV_FUNDER_KEY,
): Promise<Hex> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(key),
    chain: foundry,
    transport: http(url, { retryCount: 0 }),
  })
  return wallet.sendTransaction({ to, data })
}
