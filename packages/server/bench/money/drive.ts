// Drives the money mix over HTTP: exactly `inflight` requests in flight for warm-up + `seconds`.
// Transfers to members (with the transaction password), to self, investments, and withdrawals
// (OTP by mail, then the request) scheduled per member within the server's OTP limit; a few hot
// members pay and are paid often, so calls conflict on the same wallet rows.
import { randomUUID } from 'node:crypto'
import { API_BASE, calls, IDEMPOTENCY_HEADER } from '@trellis/contract'
import type { HttpClient } from './http-client'
import type { Mailbox } from './mailbox'
import type { BenchMember } from './seed'

export const CALLS = [
  'transferToUser',
  'transferToSelf',
  'investNow',
  'sendMail',
  'withdrawalRequest',
] as const
export type CallName = (typeof CALLS)[number]

/** One finished call. `measured`: started inside the measured window (after the warm-up). */
export interface Sample {
  call: CallName
  status: number
  ms: number
  bytes: number
  measured: boolean
}

/** Relative weights of the calls picked at random (withdrawals are scheduled, not weighted). */
export interface Mix {
  toUser: number
  toSelf: number
  invest: number
}

export interface DriveOptions {
  client: HttpClient
  mailbox: Mailbox
  members: BenchMember[]
  hot: number
  inflight: number
  warmupS: number
  seconds: number
  mix: Mix
  tpass: string
  random: () => number
  /** The server's limit: one withdrawal OTP per member per minute. */
  otpEveryS?: number
}

/** The amounts the bench moves (dollars), so the check knows what each success cost. */
export const AMOUNTS = { transfer: 1, self: 1, invest: 100, withdrawal: 10 } as const

/**
 * Who pays whom: a sender is one of the `hot` first members 30% of the time, a recipient 50% of
 * the time (never the sender), so many calls lock the same wallet rows.
 */
export function picker<M>(members: readonly M[], hot: number, random: () => number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const hotOnes = members.slice(0, Math.max(1, Math.min(hot, members.length)))
  const sender = () => (random() < 0.3 ? pick(hotOnes) : pick(members))
  const other = (me: M) => {
    for (;;) {
      const to = random() < 0.5 ? pick(hotOnes) : pick(members)
      if (to !== me || members.length === 1) return to
    }
  }
  return { pick, sender, other }
}

type Job = { call: CallName; member: BenchMember; body: unknown }

/** Runs the mix and returns every call's sample (warm-up included, flagged unmeasured). */
export async function drive(o: DriveOptions): Promise<Sample[]> {
  const samples: Sample[] = []
  const start = performance.now()
  const measureFrom = start + o.warmupS * 1000
  const end = measureFrom + o.seconds * 1000
  const { pick, sender, other } = picker(o.members, o.hot, o.random)
  // Withdrawals: member i's first OTP at an even share of the measured window, then one a minute.
  const due: { at: number; member: BenchMember }[] = []
  const every = (o.otpEveryS ?? 61) * 1000
  o.members.forEach((member, i) => {
    const first = measureFrom + ((i + 0.5) / o.members.length) * o.seconds * 1000
    for (let at = first; at < end; at += every) due.push({ at, member })
  })
  due.sort((a, b) => a.at - b.at)
  const ready: Job[] = []

  const total = o.mix.toUser + o.mix.toSelf + o.mix.invest
  function nextJob(now: number): Job {
    const r = ready.shift()
    if (r) return r
    const d = due[0] && due[0].at <= now ? due.shift() : undefined
    if (d) return { call: 'sendMail', member: d.member, body: {} }
    const x = o.random() * total
    if (x < o.mix.toUser) {
      const from = sender()
      const to = other(from)
      return {
        call: 'transferToUser',
        member: from,
        body: { toUserId: to.userId, amount: AMOUNTS.transfer, type: 'wallet', otp: o.tpass },
      }
    }
    if (x < o.mix.toUser + o.mix.toSelf) {
      return { call: 'transferToSelf', member: sender(), body: { amount: AMOUNTS.self } }
    }
    return {
      call: 'investNow',
      member: pick(o.members),
      body: { wallet: 'package', amount: AMOUNTS.invest, plan: 'growth' },
    }
  }

  async function worker() {
    for (let now = performance.now(); now < end; now = performance.now()) {
      const job = nextJob(now)
      // The mail listener must exist before the OTP is asked for.
      const code = job.call === 'sendMail' ? o.mailbox.nextCode(job.member.email) : undefined
      const r = await o.client.post(`${API_BASE}${calls[job.call].path}`, job.body, {
        authorization: `Bearer ${job.member.token}`,
        [IDEMPOTENCY_HEADER.toLowerCase()]: randomUUID(),
        'x-forwarded-for': job.member.ip,
      })
      samples.push({
        call: job.call,
        status: r.status,
        ms: r.ms,
        bytes: r.bytes,
        measured: now >= measureFrom,
      })
      if (code && r.status === 200) void code.then((otp) => withdraw(job.member, otp))
    }
  }

  /** Queues the withdrawal once its OTP arrived; a mail that never came is an error. */
  function withdraw(member: BenchMember, otp: string | undefined) {
    if (otp === undefined) {
      samples.push({ call: 'withdrawalRequest', status: 0, ms: 0, bytes: 0, measured: true })
      return
    }
    ready.push({ call: 'withdrawalRequest', member, body: { amount: AMOUNTS.withdrawal, otp } })
  }
  await Promise.all(Array.from({ length: o.inflight }, worker))
  return samples
}
