// The token side: the Transfer event, reading a log without trusting its shape, and turning the
// token's units into cents exactly (USDT has 18 decimals on BSC, 6 on Ethereum).
import { getAddress, type Address, type Hex } from 'viem'
import testUsdt from './token/test-usdt.json' with { type: 'json' }

/** keccak256("Transfer(address,address,uint256)"). */
export const TRANSFER_TOPIC: Hex =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** The ERC-20 calls the server makes. */
export const erc20Abi = [
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'address' }, { type: 'uint256' }],
    outputs: [{ type: 'bool' }],
  },
] as const

/** The committed test USDT (src/chain/token/TestUSDT.sol, compiled once). */
export const TEST_USDT = testUsdt as { compiler: string; abi: unknown[]; bytecode: Hex }

/** A log as the node returns it (viem's Log, the fields read here). */
export interface RawLog {
  address: string
  topics: readonly string[]
  data: string
  blockNumber: bigint | null
  blockHash: string | null
  transactionHash: string | null
  logIndex: number | null
  removed?: boolean
}

/** A well-formed ERC-20 Transfer. */
export interface TokenTransfer {
  token: Address
  from: Address
  to: Address
  units: bigint
  blockNumber: bigint
  blockHash: Hex
  txHash: Hex
  logIndex: number
}

const WORD = /^0x[0-9a-fA-F]{64}$/
const ADDRESS_WORD = /^0x0{24}[0-9a-fA-F]{40}$/

/**
 * The Transfer in `log`, or null when it is not exactly one: topic 0 the Transfer event, two
 * indexed addresses (an ERC-721 Transfer has three topics after it), data one 32-byte word (a
 * forged log with a longer, shorter or odd amount field is not a transfer), mined and not removed.
 */
export function readTransfer(log: RawLog): TokenTransfer | null {
  if (log.removed) return null
  if (log.topics.length !== 3 || log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) return null
  const [, from, to] = log.topics as [string, string, string]
  if (!ADDRESS_WORD.test(from) || !ADDRESS_WORD.test(to) || !WORD.test(log.data)) return null
  if (log.blockNumber === null || log.blockHash === null) return null
  if (log.transactionHash === null || log.logIndex === null) return null
  return {
    token: getAddress(log.address),
    from: getAddress(`0x${from.slice(26)}`),
    to: getAddress(`0x${to.slice(26)}`),
    units: BigInt(log.data),
    blockNumber: log.blockNumber,
    blockHash: log.blockHash.toLowerCase() as Hex,
    txHash: log.transactionHash.toLowerCase() as Hex,
    logIndex: log.logIndex,
  }
}

/**
 * Token units to whole cents, exactly (bigint arithmetic, never a float): the cents part and the
 * dust below a cent that stays on the address (docs/economics.md).
 */
export function unitsToCents(units: bigint, decimals: number): { cents: bigint; dust: bigint } {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) {
    throw new RangeError(`Token decimals out of range: ${decimals}`)
  }
  if (decimals <= 2) return { cents: units * 10n ** BigInt(2 - decimals), dust: 0n }
  const perCent = 10n ** BigInt(decimals - 2)
  return { cents: units / perCent, dust: units % perCent }
}

/** `cents` as token units (for sending test USDT and for messages). */
export function centsToUnits(cents: bigint, decimals: number): bigint {
  return decimals >= 2 ? cents * 10n ** BigInt(decimals - 2) : cents / 10n ** BigInt(2 - decimals)
}
