// Recompiles the test USDT (src/chain/token/TestUSDT.sol) with solc-js (a devDependency, wasm,
// offline) and writes its ABI and bytecode to src/chain/token/test-usdt.json. Run it only after
// changing the contract: `pnpm --filter @trellis/server exec node scripts/compile-test-usdt.mjs`.
// Nothing compiles at run time: the server and the tests deploy the committed bytecode.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
// A one-time compile, never at run time: solc is a devDependency on purpose.
// eslint-disable-next-line import-x/no-extraneous-dependencies
import solc from 'solc'

const dir = join(dirname(fileURLToPath(import.meta.url)), '../src/chain/token')
const source = readFileSync(join(dir, 'TestUSDT.sol'), 'utf8')
const input = {
  language: 'Solidity',
  sources: { 'TestUSDT.sol': { content: source } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'paris',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}
const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length > 0) {
  for (const e of errors) console.error(e.formattedMessage)
  process.exit(1)
}
const contract = output.contracts['TestUSDT.sol'].TestUSDT
const out = {
  compiler: solc.version(),
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
}
writeFileSync(join(dir, 'test-usdt.json'), `${JSON.stringify(out, null, 2)}\n`)
console.log(
  `Wrote test-usdt.json (solc ${out.compiler}, ${contract.evm.bytecode.object.length / 2} bytes)`,
)
