// The explorer link of a sent withdrawal: only for a chain with a public explorer and a real hash.
import { describe, expect, it } from 'vitest'
import { explorerTxUrl } from './entities'

const HASH = `0x${'0f'.repeat(32)}`

describe('explorerTxUrl', () => {
  it('links BNB Smart Chain, its testnet and Ethereum transactions', () => {
    expect(explorerTxUrl(56, HASH)).toBe(`https://bscscan.com/tx/${HASH}`)
    expect(explorerTxUrl(97, HASH)).toBe(`https://testnet.bscscan.com/tx/${HASH}`)
    expect(explorerTxUrl(1, HASH)).toBe(`https://etherscan.io/tx/${HASH}`)
  })

  it('gives nothing for the local chain or anything that is not a transaction hash', () => {
    expect(explorerTxUrl(31337, HASH)).toBeUndefined()
    expect(explorerTxUrl(56, 'deadbeef')).toBeUndefined()
    expect(explorerTxUrl(56, `${HASH}/../../evil`)).toBeUndefined()
  })
})
