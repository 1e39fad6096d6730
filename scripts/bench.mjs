#!/usr/bin/env node
// `pnpm bench <what> [args]`: `app` measures the built app (bench/app.mjs); `team` runs the
// server's team benchmark (packages/server/bench/team.ts); `money` drives the money calls over HTTP
// against the real server (packages/server/bench/money/money.ts); `pressure` measures log-in and
// /healthz under many keep-alive readers (packages/server/bench/pressure.ts); `chain` credits
// transfers from a local chain with the watcher (packages/server/bench/chain.ts); `payouts` pays
// approved withdrawals from a hot wallet on a local chain (packages/server/bench/payouts.ts).
import { spawnSync } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const [what, ...rest] = process.argv.slice(2)

const commands = {
  app: [process.execPath, [join(root, 'bench', 'app.mjs'), ...rest]],
  team: [
    join(root, 'node_modules', '.bin', 'tsx'),
    [join('packages', 'server', 'bench', 'team.ts'), ...rest],
  ],
  money: [
    join(root, 'node_modules', '.bin', 'tsx'),
    [join('packages', 'server', 'bench', 'money', 'money.ts'), ...rest],
  ],
  pressure: [
    join(root, 'node_modules', '.bin', 'tsx'),
    [join('packages', 'server', 'bench', 'pressure.ts'), ...rest],
  ],
  chain: [
    join(root, 'node_modules', '.bin', 'tsx'),
    [join('packages', 'server', 'bench', 'chain.ts'), ...rest],
  ],
  payouts: [
    join(root, 'node_modules', '.bin', 'tsx'),
    [join('packages', 'server', 'bench', 'payouts.ts'), ...rest],
  ],
}

const command = what ? commands[what] : undefined
if (!command) {
  process.stderr.write(`usage: pnpm bench <${Object.keys(commands).join('|')}> [args]\n`)
  process.exit(2)
}
const result = spawnSync(command[0], command[1], { cwd: root, stdio: 'inherit' })
process.exit(result.status ?? 1)
