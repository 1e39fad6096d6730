// The server suite's property tests run the same generated cases every time, so a red run is a
// regression of the code, never a new draw (a random draw once failed CI on a test's own mistake).
// FC_SEED=<n> replays a reported failure's seed; FC_SEED=random explores new cases.
import fc from 'fast-check'

const wanted = process.env.FC_SEED?.trim()
if (wanted !== 'random') {
  const seed = wanted === undefined || wanted === '' ? 20_261_123 : Number(wanted)
  if (!Number.isInteger(seed))
    throw new Error(`FC_SEED must be a whole number or "random", got "${wanted}".`)
  fc.configureGlobal({ seed })
}
