// Physical reference 2: an HTTP round trip that does no database work, through the same client
// with the same headers and body size as a transfer, answered with a transfer answer's size.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../test/helpers/pg-cluster'
import { atExit } from './cleanup'
import { httpClient } from './http-client'
import { refFigures, type RefFigures } from './stats'

const here = dirname(fileURLToPath(import.meta.url))
const tsx = join(resolve(here, '..', '..'), 'node_modules', '.bin', 'tsx')

/** Runs the echo server, drives it like the transfers were driven, stops it. */
export async function httpOnly(o: {
  inflight: number
  warmupS: number
  seconds: number
  body: unknown
  token: string
  answerBytes: number
}): Promise<RefFigures> {
  const port = await freePort()
  const child = spawn(tsx, [join(here, 'echo-server.ts'), String(port), String(o.answerBytes)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = atExit(() => {
    child.kill('SIGTERM')
  })
  try {
    await new Promise<void>((ready, fail) => {
      child.stdout.once('data', () => ready())
      child.once('exit', (code) => fail(new Error(`echo server exited (code ${code})`)))
    })
    const client = httpClient(port, o.inflight)
    const times: number[] = []
    let errors = 0
    const measureFrom = performance.now() + o.warmupS * 1000
    const end = measureFrom + o.seconds * 1000
    const worker = async () => {
      for (let now = performance.now(); now < end; now = performance.now()) {
        const r = await client.post('/api/echo', o.body, {
          authorization: `Bearer ${o.token}`,
          'idempotency-key': randomUUID(),
          'x-forwarded-for': '10.77.0.1',
        })
        if (now < measureFrom) continue
        if (r.status === 200) times.push(r.ms)
        else errors++
      }
    }
    await Promise.all(Array.from({ length: o.inflight }, worker))
    client.close()
    return refFigures(times, o.seconds, errors)
  } finally {
    await stop()
  }
}
