// The money bench's command line, checked once: a bad value prints the usage and exits 2.
import { parseArgs } from 'node:util'
import { seededRandom } from '@trellis/contract'
import type { Mix } from './drive'

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    db: { type: 'string', default: 'both' },
    members: { type: 'string', default: '20' },
    inflight: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '2' },
    history: { type: 'string', default: '10' },
    hot: { type: 'string' },
    mix: { type: 'string', default: 'toUser=50,toSelf=35,invest=15' },
    seed: { type: 'string', default: '1' },
    durable: { type: 'boolean', default: false },
  },
})
const int = (v: string | undefined, min: number, max: number) => {
  const n = Number(v)
  return Number.isInteger(n) && n >= min && n <= max ? n : Number.NaN
}
const members = int(values.members, 2, 100_000)
const inflight = int(values.inflight, 1, 1_000)
const seconds = int(values.seconds, 1, 600)
const warmupS = int(values.warmup, 0, 60)
const history = int(values.history, 0, 1_000_000)
const hot =
  values.hot === undefined ? Math.max(1, Math.round(members / 10)) : int(values.hot, 1, members)
const mix = Object.fromEntries(
  (values.mix ?? '').split(',').map((p) => [p.split('=')[0], Number(p.split('=')[1])]),
) as unknown as Mix
const kinds = (values.db === 'both' ? ['pglite', 'postgres'] : [values.db]) as (
  'pglite' | 'postgres'
)[]
const bad =
  [members, inflight, seconds, warmupS, history, hot].some(Number.isNaN) ||
  !kinds.every((k) => k === 'pglite' || k === 'postgres') ||
  !(['toUser', 'toSelf', 'invest'] as const).every((k) => Number.isFinite(mix[k]) && mix[k] >= 0) ||
  mix.toUser + mix.toSelf + mix.invest <= 0
if (bad) {
  process.stderr.write(
    'usage: pnpm bench money [--db pglite|postgres|both] [--members N>=2] [--inflight C] [--seconds S]\n' +
      '  [--warmup W] [--history H] [--hot K] [--mix toUser=50,toSelf=35,invest=15] [--seed X] [--durable]\n',
  )
  process.exit(2)
}

/** The run's settings. */
export const options = {
  kinds,
  members,
  inflight,
  seconds,
  warmupS,
  history,
  hot,
  mix,
  random: seededRandom(Number(values.seed) || 1),
  durable: values.durable === true,
}
