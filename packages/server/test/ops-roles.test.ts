// The console's server (issue 25): one table of route → role checked on every /api/ops call (the
// walk reads the registered routes from Fastify, so a route without an entry fails here), the
// append-only audit log with each action's operator, and maker-checker for money moved by hand.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  OPS_API_BASE,
  opsMessages,
  economics,
  opsRoles,
  type OpsDeposit,
  type OpsMemberView,
  type OpsProposal,
  type OpsRole,
  type OpsSettings,
} from '@trellis/contract'
import { query } from '../src/db/client'
import type { HttpDeps } from '../src/http/deps'
import { opsAccess } from '../src/staff/roles'
import { opsSettings } from '../src/staff/settings'
import { run } from '../src/ops/cli'
import { fileTestApp, OPS_TOKEN, PASSWORD } from './helpers/app'
import {
  codeAt,
  cookieOf,
  mailedToken,
  newOperator,
  OPS_PASSWORD,
  opsCall,
  passwordStep,
  type OpsAnswer,
  type TestOperator,
} from './helpers/operators'

const t = fileTestApp()
const ops: Partial<Record<OpsRole | 'finance2', TestOperator>> = {}
const op = (k: OpsRole | 'finance2') => ops[k] as TestOperator

beforeAll(async () => {
  // The first admin by the automation (the command line's route), the others by that admin.
  ops.admin = await newOperator(t, 'admin@ops.example', 'admin')
  ops.support = await newOperator(t, 'sue@ops.example', 'support', op('admin').cookie)
  ops.finance = await newOperator(t, 'fin@ops.example', 'finance', op('admin').cookie)
  ops.finance2 = await newOperator(t, 'fay@ops.example', 'finance', op('admin').cookie)
})

/** Every route Fastify has under /api/ops, read from its route tree (GET and POST; HEAD is GET's). */
function opsRoutesOfApp(): { method: 'GET' | 'POST'; url: string }[] {
  const found: { method: 'GET' | 'POST'; url: string }[] = []
  const stack: string[] = []
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line)
    if (!m) continue
    const depth = (m[1] ?? '').length / 4
    const path = `${stack[depth - 1] ?? ''}${m[2] ?? ''}`
    stack[depth] = path
    stack.length = depth + 1
    for (const method of (m[3] ?? '').split(', ')) {
      if ((method === 'GET' || method === 'POST') && path.startsWith(`${OPS_API_BASE}/`))
        found.push({ method, url: path })
    }
  }
  return found
}

/** The routes every role may call, written out here (not read from the table they check). */
const everyone = [
  'POST /session/set-password',
  'POST /session/sign-in',
  'POST /session/code',
  'GET /me',
  'POST /session/sign-out',
  'GET /dashboard',
  'GET /ledger-check',
  'GET /members',
  'GET /members/:userId',
  'GET /members/:userId/view',
  'GET /members/:userId/ledger',
]
/** Support's own actions on a member. */
const supportActions = [
  'POST /members/:userId/end-sessions',
  'POST /members/:userId/resend-mail',
  'POST /members/:userId/unlock',
  'POST /members/:userId/password-reset',
]
const supportMay = new Set([...everyone, ...supportActions])
/** What finance may call beyond everyone's (no support actions, no admin calls). */
const financeOnly = [
  'GET /deposits',
  'POST /deposits/:id/approve',
  'POST /deposits/:id/reject',
  'GET /withdrawals',
  'POST /withdrawals/:id/approve',
  'POST /withdrawals/:id/pay',
  'POST /withdrawals/:id/reject',
  'GET /proposals',
  'POST /proposals',
  'POST /proposals/:id/approve',
  'POST /proposals/:id/reject',
  'GET /reports/daily',
  'GET /reports/daily.csv',
  'GET /accrual',
  'GET /reconcile',
]

describe('roles', () => {
  it('every /api/ops route Fastify has is in the role table', () => {
    const routes = opsRoutesOfApp()
    expect(routes.length).toBeGreaterThan(30)
    const missing = routes
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => opsAccess[key] === undefined)
    expect(missing).toEqual([])
  })

  it('the walk: 401 without a session, 403 where the role may not, never a 500', async () => {
    // Sign-out last: it ends the session the walk uses.
    const routes = opsRoutesOfApp().sort(
      (a, b) => Number(a.url.endsWith('/sign-out')) - Number(b.url.endsWith('/sign-out')),
    )
    const fill = (url: string) =>
      url.slice(OPS_API_BASE.length).replace(':id', '999999').replace(':userId', 'NOSUCH01')
    // A body no call acts on (the accrual's day is refused; the rest miss their fields).
    const body = { day: 'not-a-day' }
    const seen: string[] = []
    for (const route of routes) {
      const key = `${route.method} ${route.url}`
      const short = `${route.method} ${route.url.slice(OPS_API_BASE.length)}`
      const access = opsAccess[key]
      if (!access) throw new Error(`${key} is not in the table`)
      const call = (o: { cookie?: string; token?: boolean }): Promise<OpsAnswer> =>
        opsCall(t, route.method, fill(route.url), { ...o, body })

      const anonymous = await call({})
      if (access.roles === 'none') expect([401, 403], short).not.toContain(anonymous.status)
      else {
        expect(anonymous.status, short).toBe(401)
        expect(anonymous.body.message, short).toBe(opsMessages.sessionRequired)
      }
      for (const role of opsRoles) {
        const r = await call({ cookie: op(role).cookie })
        const may =
          role === 'admin'
            ? access.roles === 'none' || access.roles.length > 0
            : role === 'support'
              ? supportMay.has(short)
              : everyone.includes(short) || financeOnly.includes(short)
        if (role !== 'admin' && !short.includes('/session/') && short !== 'GET /me') {
          // The hand-written lists and the table agree.
          expect(access.roles === 'none' || access.roles.includes(role), `${role} ${short}`).toBe(
            may,
          )
        }
        if (may) expect([401, 403, 500], `${role} ${short}`).not.toContain(r.status)
        else {
          expect(r.status, `${role} ${short}`).toBe(403)
          expect(r.body.message).toBe(opsMessages.forbidden)
        }
      }
      const token = await call({ token: true })
      if (access.automation) expect([401, 403, 500], `token ${short}`).not.toContain(token.status)
      else expect(token.status, `token ${short}`).toBe(403)
      seen.push(short)
    }
    // Support reached none of finance's or admin's calls (each was a 403 above).
    expect(seen.filter((s) => !supportMay.has(s)).length).toBeGreaterThan(20)
    for (const role of opsRoles) ops[role] = await reSignIn(role)
  })
})

/** A new session for `role` after the walk signed it out (the next time step's code). */
async function reSignIn(role: OpsRole): Promise<TestOperator> {
  const o = op(role)
  t.clock.offsetMs += 30_000
  const p = await passwordStep(t, o.email)
  if (p.step.step !== 'code') throw new Error('expected the code step')
  const done = await opsCall(t, 'POST', '/session/code', {
    body: { challenge: p.step.challenge, code: await codeAt(t, o.secret) },
  })
  expect(done.status, JSON.stringify(done.body)).toBe(200)
  return { ...o, cookie: cookieOf(done) }
}

async function auditRows(action: string) {
  return query<{
    actor: string
    object_id: string | null
    before?: unknown
    after: unknown
    reason: string | null
  }>(
    t.db.database.db,
    sql`SELECT actor, object_id, before, after, reason FROM audit_log WHERE action = ${action} ORDER BY id`,
  )
}

describe('audit log', () => {
  it('an UPDATE, DELETE or TRUNCATE of the audit log fails, on either database', async () => {
    const db = t.db.database.db
    const [before] = await query<{ n: number }>(db, sql`SELECT count(*) AS n FROM audit_log`)
    expect(before?.n ?? 0).toBeGreaterThan(0)
    for (const statement of [
      sql`UPDATE audit_log SET actor = 'someone else'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ]) {
      // drizzle wraps the database's error: its cause is the trigger's refusal.
      const error = await db.execute(statement).then(
        () => null,
        (e: unknown) => e as { cause?: { message?: string } },
      )
      expect(error?.cause?.message).toMatch(/append-only/)
    }
    const [after] = await query<{ n: number; actors: number }>(
      db,
      sql`SELECT count(*) AS n, count(*) FILTER (WHERE actor = 'someone else') AS actors FROM audit_log`,
    )
    expect(after).toEqual({ n: before?.n, actors: 0 })
  })

  it('each action appears with its operator; the log pages, filters and exports CSV', async () => {
    // The day the money moves on, and (below) the day the report is read on: a run that crosses
    // midnight UTC between them reads both days (a fixed "today" failed at 00:01 with 0 deposits).
    const firstDay = t.app.deps.now().toISOString().slice(0, 10)
    const member = await t.signUp(undefined, 'Mia')
    const trx = `0x${'ab'.repeat(32)}`
    const filed = await t.call(
      '/deposit-request',
      { rDate: '2026-11-22', pType: 6, amount: 40, trx },
      { token: member.token },
    )
    expect(filed.status).toBe(200)
    const queue = await opsCall(t, 'GET', `/deposits?status=pending&userId=${member.userId}`, {
      cookie: op('finance').cookie,
    })
    const [pending] = queue.body.data as OpsDeposit[]
    expect(pending).toMatchObject({ userId: member.userId, amount: 40, status: 'pending' })
    const approved = await opsCall(t, 'POST', `/deposits/${pending?.id}/approve`, {
      cookie: op('finance').cookie,
      body: { reason: 'seen on the chain' },
    })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(await auditRows('deposit.approve')).toEqual([
      {
        actor: `operator:${op('finance').id}`,
        object_id: pending?.id,
        before: { status: 'pending' },
        after: expect.objectContaining({ status: 'approved', amount: 40 }) as unknown,
        reason: 'seen on the chain',
      },
    ])
    const done = await opsCall(t, 'GET', '/deposits?status=approved', {
      cookie: op('finance').cookie,
    })
    expect((done.body.data as OpsDeposit[])[0]?.decidedBy).toEqual({
      actor: `operator:${op('finance').id}`,
      email: 'fin@ops.example',
    })

    // Support: the member's 360° view, their sessions ended, a reset started (mailed to them).
    const view = await opsCall(t, 'GET', `/members/${member.userId}/view`, {
      cookie: op('support').cookie,
    })
    expect(view.status).toBe(200)
    const v = view.body.data as OpsMemberView
    expect(v.member.packageWallet).toBe(40)
    expect(v.sessions.length).toBeGreaterThan(0)
    expect(v.entries[0]).toMatchObject({ transactionKind: 'deposit', amount: 40, balanceAfter: 40 })
    const found = await opsCall(t, 'GET', '/members?q=mia@', { cookie: op('support').cookie })
    expect((found.body.data as { userId: string }[]).map((h) => h.userId)).toEqual([member.userId])
    const ended = await opsCall(t, 'POST', `/members/${member.userId}/end-sessions`, {
      cookie: op('support').cookie,
    })
    expect(ended.status).toBe(200)
    expect((await t.call('/getUser', {}, { token: member.token })).status).toBe(401)
    const mails = t.mailer.sent.length
    const reset = await opsCall(t, 'POST', `/members/${member.userId}/password-reset`, {
      cookie: op('support').cookie,
    })
    expect(reset.status).toBe(200)
    const resetMails = t.mailer.sent
      .slice(mails)
      .filter((m) => m.to === 'mia@example.com' && /password reset/i.test(m.subject))
    expect(resetMails).toHaveLength(1)
    for (const action of ['member.end-sessions', 'member.password-reset']) {
      expect((await auditRows(action)).map((r) => [r.actor, r.object_id])).toEqual([
        [`operator:${op('support').id}`, member.userId],
      ])
    }
    // The automation's own action (a bonus proposed by the command line) is audited as such;
    // finance approves it.
    const bonus = await t.ops('POST', '/proposals', {
      kind: 'bonus',
      userId: member.userId,
      amount: 5,
      reason: 'welcome',
    })
    expect(bonus.status).toBe(200)
    expect((await auditRows('proposal.create')).map((r) => r.actor)).toEqual(['automation'])
    const bonusId = (bonus.body.data as OpsProposal).id
    const granted = await opsCall(t, 'POST', `/proposals/${bonusId}/approve`, {
      cookie: op('finance').cookie,
    })
    expect(granted.status, JSON.stringify(granted.body)).toBe(200)

    const mine = await opsCall(t, 'GET', `/audit?actor=operator:${op('support').id}`, {
      cookie: op('admin').cookie,
    })
    expect(mine.status).toBe(200)
    const actions = (mine.body.data as { action: string; actor: { email: string } }[]).map(
      (e) => e.action,
    )
    expect(actions).toContain('member.end-sessions')
    expect(actions.every((a) => !a.startsWith('deposit.'))).toBe(true)
    expect((mine.body.data as { actor: { email: string } }[])[0]?.actor.email).toBe(
      'sue@ops.example',
    )
    const csv = await opsCall(t, 'GET', '/audit.csv?action=deposit.', {
      cookie: op('admin').cookie,
    })
    expect(csv.status).toBe(200)
    expect(String(csv.headers['content-type'])).toMatch(/^text\/csv/)
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toMatch(/^id,at,actor,operator_email,action/)
    expect(lines.slice(1)).toHaveLength(1)
    expect(lines[1]).toContain(`operator:${op('finance').id},fin@ops.example,deposit.approve`)
    const bad = await opsCall(t, 'GET', '/audit?from=2026-13-45', { cookie: op('admin').cookie })
    expect(bad.status).toBe(400)

    // Today's money: the deposit and the bonus, in the report and its CSV (one row a day).
    const today = t.app.deps.now().toISOString().slice(0, 10)
    const report = await opsCall(t, 'GET', `/reports/daily?from=${firstDay}&to=${today}`, {
      cookie: op('finance').cookie,
    })
    type Day = { day: string; deposits: number; depositsCount: number; bonuses: number }
    const days = report.body.data as Day[]
    expect(days.map((d) => d.day)).toEqual([...new Set([firstDay, today])])
    const sum = (key: 'deposits' | 'depositsCount' | 'bonuses') =>
      days.reduce((n, d) => n + d[key], 0)
    expect([sum('deposits'), sum('depositsCount'), sum('bonuses')]).toEqual([40, 1, 5])
    const reportCsv = await opsCall(t, 'GET', `/reports/daily.csv?from=${firstDay}&to=${today}`, {
      cookie: op('finance').cookie,
    })
    expect(String(reportCsv.headers['content-disposition'])).toMatch(/attachment; filename=/)
    const rows = reportCsv.text.trim().split('\r\n').slice(1)
    expect(rows.map((row) => row.split(',').slice(0, 3).join(','))).toEqual(
      days.map((d) => `${d.day},${d.deposits.toFixed(2)},${d.depositsCount}`),
    )
    const tooLong = await opsCall(t, 'GET', `/reports/daily?from=2020-01-01&to=${today}`, {
      cookie: op('finance').cookie,
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.message).toBe(opsMessages.dayRange)
    const dash = await opsCall(t, 'GET', '/dashboard', { cookie: op('support').cookie })
    // Today's inflow is the report's deposits of today (all 40 unless midnight fell in between).
    expect(dash.body.data).toMatchObject({
      inflow: days.find((d) => d.day === today)?.deposits ?? 0,
      ledger: { ok: true },
      chain: { status: 'off' },
    })
  })
})

describe('maker-checker', () => {
  async function propose(body: Record<string, unknown>, who = op('finance')) {
    const r = await opsCall(t, 'POST', '/proposals', { cookie: who.cookie, body })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body.data as OpsProposal
  }
  const decide = (id: string, verb: 'approve' | 'reject', who: TestOperator, note?: string) =>
    opsCall(t, 'POST', `/proposals/${id}/${verb}`, {
      cookie: who.cookie,
      body: note ? { note } : {},
    })

  it('the maker cannot approve their own; another operator can, and the money moves once', async () => {
    const member = await t.signUp(undefined, 'Max')
    const p = await propose({ kind: 'bonus', userId: member.userId, amount: 25, reason: 'promo' })
    expect(p).toMatchObject({ status: 'pending', mine: true, amount: 25, wallet: 'bonusWallet' })
    const before = await t.snapshot()
    const own = await decide(p.id, 'approve', op('finance'))
    expect(own.status).toBe(403)
    expect(own.body.message).toBe(opsMessages.ownProposal)
    expect(await t.snapshot()).toEqual(before)

    // Two checkers at once: one approval posts, the other finds it decided.
    const both = await Promise.all([
      decide(p.id, 'approve', op('finance2')),
      decide(p.id, 'approve', op('admin')),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const ok = both.find((r) => r.status === 200)
    expect(ok?.body.data).toMatchObject({ status: 'approved', mine: false })
    expect((await t.me(member.token)).bonusWallet).toBe(25)
    const [moved] = await query<{ n: number }>(
      t.db.database.db,
      sql`SELECT count(*) AS n FROM ledger_transactions t JOIN members m ON m.id = t.member_id
          WHERE m.user_id = ${member.userId} AND t.kind = 'bonus-grant'`,
    )
    expect(moved?.n).toBe(1)
    const approvals = await auditRows('proposal.approve')
    expect(approvals.filter((r) => r.object_id === p.id)).toHaveLength(1)

    // A debit beyond the wallet is refused and nothing moves; the proposal stays pending.
    const debit = await propose({
      kind: 'debit',
      userId: member.userId,
      wallet: 'wallet',
      amount: 1000,
      reason: 'clawback',
    })
    const snap = await t.snapshot()
    const short = await decide(debit.id, 'approve', op('finance2'))
    expect(short.status).toBe(400)
    expect(short.body.message).toBe(opsMessages.insufficientBalance)
    expect(await t.snapshot()).toEqual(snap)
    // The maker may withdraw it (a rejection with a note); then no one can approve it.
    const withdrawn = await decide(debit.id, 'reject', op('finance'), 'typed the wrong amount')
    expect(withdrawn.body.data).toMatchObject({ status: 'rejected' })
    expect((await decide(debit.id, 'approve', op('finance2'))).status).toBe(409)

    // A credit adjustment of the income wallet, approved by another operator.
    const credit = await propose({
      kind: 'credit',
      userId: member.userId,
      wallet: 'wallet',
      amount: 12.5,
      reason: 'missed level income',
    })
    expect((await decide(credit.id, 'approve', op('finance2'))).status).toBe(200)
    expect((await t.me(member.token)).wallet).toBe(12.5)
    const list = await opsCall(t, 'GET', `/proposals?status=approved&userId=${member.userId}`, {
      cookie: op('finance').cookie,
    })
    expect((list.body.data as OpsProposal[]).map((x) => x.kind)).toEqual(['credit', 'bonus'])
    // Bad input: a clear 400, nothing recorded.
    const [count] = await query<{ n: number }>(
      t.db.database.db,
      sql`SELECT count(*) AS n FROM money_proposals`,
    )
    for (const bad of [
      { kind: 'gift', userId: member.userId, amount: 1, reason: 'why not' },
      { kind: 'bonus', userId: member.userId, amount: -1, reason: 'negative' },
      { kind: 'bonus', userId: member.userId, amount: 1.001, reason: 'too fine' },
      { kind: 'credit', userId: member.userId, amount: 1, wallet: 'vault', reason: 'no wallet' },
      { kind: 'bonus', userId: member.userId, amount: 1 },
    ]) {
      const r = await opsCall(t, 'POST', '/proposals', { cookie: op('finance').cookie, body: bad })
      expect(r.status, JSON.stringify(bad)).toBe(400)
    }
    const [after] = await query<{ n: number }>(
      t.db.database.db,
      sql`SELECT count(*) AS n FROM money_proposals`,
    )
    expect(after?.n).toBe(count?.n)
  })

  it('a bonus or adjustment by the command line is a proposal a named operator approves', async () => {
    const member = await t.signUp(undefined, 'Cli')
    const before = await t.snapshot()
    // The old direct grant is gone (no such route): the token moves no money by itself.
    const direct = await t.ops('POST', '/bonus', { userId: member.userId, amount: 5 })
    expect(direct.status).toBe(404)
    expect(await t.snapshot()).toEqual(before)

    // The command line itself, against the listening server: it proposes and says so.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const saved = { url: process.env.TRELLIS_URL, token: process.env.OPS_TOKEN }
    Object.assign(process.env, { TRELLIS_URL: address, OPS_TOKEN })
    let lines: string[]
    try {
      await expect(run(['bonus', member.userId, '5'])).rejects.toThrow(/--reason/)
      lines = await run(['bonus', member.userId, '5', '--reason', 'launch promo'])
      const adjusted = await run([
        'adjust',
        member.userId,
        'credit',
        'wallet',
        '2.5',
        '--reason',
        'missed income',
      ])
      expect(adjusted.join('\n')).toMatch(/credit of \$2\.50 .* proposed/)
    } finally {
      for (const [k, v] of [
        ['TRELLIS_URL', saved.url],
        ['OPS_TOKEN', saved.token],
      ] as const)
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
    }
    expect(lines.join(' ')).toMatch(/bonus of \$5\.00 .* proposed .* approves it in the console/i)
    const id = /proposal (\d+)/.exec(lines.join(' '))?.[1] ?? ''
    expect(await t.snapshot()).toMatchObject({ tx: before.tx, balances: before.balances })
    const listed = await opsCall(t, 'GET', `/proposals?userId=${member.userId}`, {
      cookie: op('finance').cookie,
    })
    const [credit, bonus] = listed.body.data as OpsProposal[]
    expect(bonus).toMatchObject({
      id,
      kind: 'bonus',
      status: 'pending',
      amount: 5,
      reason: 'launch promo',
      proposedBy: { actor: 'automation', email: null },
      mine: false,
    })
    expect(credit).toMatchObject({ kind: 'credit', wallet: 'wallet', amount: 2.5 })

    // The automation is never the checker: not by its token, not by the domain, not in the table.
    const self = await t.ops('POST', `/proposals/${id}/approve`, {})
    expect(self.status).toBe(403)
    const forged = sql`UPDATE money_proposals SET status = 'approved', decided_by = 'automation',
        decided_at = now() WHERE id = ${Number(id)}`
    const refused = await t.db.database.db.execute(forged).then(
      () => 'updated',
      (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
    )
    expect(refused).toMatch(/money_proposals_checker/)
    expect((await t.me(member.token)).bonusWallet).toBe(0)

    // A named operator approves it; the money moves once, and the log names both.
    const ok = await decide(id, 'approve', op('finance'))
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect((await t.me(member.token)).bonusWallet).toBe(5)
    const created = (await auditRows('proposal.create')).filter((r) => r.object_id === id)
    expect(created.map((r) => [r.actor, r.reason])).toEqual([['automation', 'launch promo']])
    const approved = (await auditRows('proposal.approve')).filter((r) => r.object_id === id)
    expect(approved.map((r) => r.actor)).toEqual([`operator:${op('finance').id}`])
    expect((await decide(credit?.id ?? '', 'approve', op('finance2'))).status).toBe(200)
    expect((await t.me(member.token)).wallet).toBe(2.5)
  })
})

describe('settings', () => {
  it('the admin reads the running settings; no secret is ever in the answer', async () => {
    const r = await opsCall(t, 'GET', '/settings', { cookie: op('admin').cookie })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const data = r.body.data as OpsSettings
    expect(data.payouts).toEqual({
      autoApprove: economics.payouts.autoApproveCents / 100,
      dualApprove: economics.payouts.dualApproveCents / 100,
      memberDay: economics.payouts.memberDayCents / 100,
      memberMonth: economics.payouts.memberMonthCents / 100,
      dailyCap: economics.payouts.dailyCapCents / 100,
    })
    expect(data.hotWallet).toMatchObject({ address: null })
    expect(data.chain).toMatchObject({ status: 'off' })
    expect(JSON.stringify(r.body)).not.toContain(OPS_TOKEN)
    for (const role of ['support', 'finance'] as const) {
      expect((await opsCall(t, 'GET', '/settings', { cookie: op(role).cookie })).status).toBe(403)
    }
    expect((await t.ops('GET', '/settings')).status).toBe(403)

    // With a chain, a hot wallet and secrets in the configuration: none of them is answered.
    const secrets = ['RPCKEY123secret', 'xpub6SECRET', 'OPS-TOKEN-secret', 'CODE-KEY-secret']
    const deps = {
      ...t.app.deps,
      opsToken: secrets[2] as string,
      codeKey: secrets[3] as string,
      hotWallet: `0x${'ab'.repeat(20)}`,
      payoutRules: { ...economics.payouts, dualApproveCents: 500_000 },
      chain: {
        config: {
          rpcUrls: [`https://bsc.example/v3/${secrets[0]}`, 'https://other.example/'],
          chainId: 56,
          token: `0x${'55'.repeat(20)}`,
          xpub: secrets[1] as string,
          confirmations: 15,
          pollMs: 3000,
          logRange: 500,
          startBlock: undefined,
          local: false,
        },
        health: { ok: true, head: 123n, checkedAt: new Date() },
      },
    } as unknown as HttpDeps
    const answer = opsSettings(deps)
    expect(answer.chain).toMatchObject({
      status: 'on',
      chainId: 56,
      confirmations: 15,
      rpcEndpoints: 2,
    })
    expect(answer.hotWallet.address).toBe(`0x${'ab'.repeat(20)}`)
    expect(answer.payouts.dualApprove).toBe(5000)
    const text = JSON.stringify(answer)
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(text).not.toContain('bsc.example')
  })
})

describe('date filters', () => {
  it('the queues and the audit log filter by days; a bad day or range is a clear 400', async () => {
    const member = await t.signUp(undefined, 'Dot')
    await t.fundPackage(member.token, 15)
    const today = new Date().toISOString().slice(0, 10)
    const shift = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    const [yesterday, tomorrow] = [shift(-1), shift(1)]
    const fin = { cookie: op('finance').cookie }
    const adm = { cookie: op('admin').cookie }
    const ids = async (path: string, o = fin) =>
      ((await opsCall(t, 'GET', path, o)).body.data as { id: string }[]).length
    const mine = `userId=${member.userId}&status=approved`
    expect(await ids(`/deposits?${mine}&from=${today}&to=${today}`)).toBe(1)
    expect(await ids(`/deposits?${mine}&from=${tomorrow}`)).toBe(0)
    expect(await ids(`/deposits?${mine}&to=${yesterday}`)).toBe(0)
    expect(await ids(`/withdrawals?userId=${member.userId}&from=${yesterday}&to=${today}`)).toBe(0)
    const approvals = `/audit?action=deposit.approve`
    const inRange = await ids(`${approvals}&from=${today}&to=${today}`, adm)
    expect(inRange).toBeGreaterThan(0)
    expect(await ids(`${approvals}&from=${tomorrow}`, adm)).toBe(0)
    expect(await ids(`${approvals}&to=${yesterday}`, adm)).toBe(0)
    // The CSV export honours the days as the screen does.
    const csvRows = async (q: string) =>
      (await opsCall(t, 'GET', `/audit.csv?action=deposit.approve&${q}`, adm)).text
        .trim()
        .split('\r\n').length - 1
    expect(await csvRows(`from=${today}&to=${today}`)).toBe(inRange)
    expect(await csvRows(`from=${tomorrow}`)).toBe(0)

    for (const q of [
      'from=2026-02-31',
      'to=2026-13-45',
      'from=yesterday',
      'to=%00',
      'from=20260101',
      `from=${today}&to=${yesterday}`,
    ]) {
      for (const [path, o] of [
        ['/deposits', fin],
        ['/withdrawals', fin],
        ['/audit', adm],
        ['/audit.csv', adm],
      ] as const) {
        const r = await opsCall(t, 'GET', `${path}?${q}`, o)
        expect(r.status, `${path}?${q}`).toBe(400)
        expect(r.body.message, `${path}?${q}`).toBe(opsMessages.dayFilter)
      }
    }
  })
})

describe('operators and support actions', () => {
  it('support resends a member’s last notice mails to the member’s own address, never a code', async () => {
    const member = await t.signUp(undefined, 'Rae')
    const [row] = await query<{ id: number; email: string }>(
      t.db.database.db,
      sql`SELECT id, email FROM members WHERE user_id = ${member.userId}`,
    )
    const memberId = Number(row?.id)
    const email = row?.email ?? ''
    const resend = (mail: unknown, who = op('support'), userId = member.userId) =>
      opsCall(t, 'POST', `/members/${userId}/resend-mail`, {
        cookie: who.cookie,
        body: { mail, reason: 'member asked again' },
      })
    const mailsTo = () => t.mailer.sent.filter((m) => m.to === email)

    // Nothing to resend yet: a clear 404, nothing mailed.
    const none = await resend('deposit-credited')
    expect(none.status).toBe(404)
    expect(none.body.message).toBe(opsMessages.nothingToResend)
    // The member's last credited chain deposit and last sent withdrawal.
    const hash = `0x${'ab'.repeat(32)}`
    await t.db.database.db.execute(
      sql`INSERT INTO chain_deposits (chain_id, tx_hash, log_index, block_number, block_hash, token,
            member_id, from_address, to_address, units, decimals, amount_cents, status, credited_at)
          VALUES (56, ${hash}, 0, 1, ${hash}, 'usdt', ${memberId}, '0x1', '0x2', 2500, 2, 2500,
            'credited', now())`,
    )
    await t.db.database.db.execute(
      sql`INSERT INTO withdrawals (member_id, amount_cents, charge_cents, address, trx, status)
          VALUES (${memberId}, 1000, 50, ${`0x${'12'.repeat(20)}`}, ${hash}, 'sent')`,
    )
    const before = mailsTo().length
    const deposit = await resend('deposit-credited')
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200)
    expect(deposit.body.message).toBe(opsMessages.mailResent)
    const withdrawal = await resend('withdrawal-sent')
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200)
    await vi.waitFor(() => expect(mailsTo().length).toBe(before + 2))
    const [depositMail, withdrawalMail] = mailsTo().slice(before)
    expect(depositMail?.subject).toBe('Trellis: Deposit credited')
    expect(depositMail?.text).toContain('$25.00')
    expect(withdrawalMail?.subject).toBe('Trellis: Withdrawal sent')
    expect(withdrawalMail?.text).toContain(hash)
    // The answer carries no mail text; the audit row names the mail and the object, no text.
    expect(JSON.stringify(deposit.body)).not.toContain(hash)
    const rows = await auditRows('member.resend-mail')
    expect(rows.map((r) => [r.actor, r.object_id, r.after, r.reason])).toEqual([
      [
        `operator:${op('support').id}`,
        member.userId,
        { mail: 'deposit-credited', about: expect.any(String) },
        'member asked again',
      ],
      [
        `operator:${op('support').id}`,
        member.userId,
        { mail: 'withdrawal-sent', about: expect.any(String) },
        'member asked again',
      ],
    ])

    // Again within the hour: refused (support cannot flood a member's mailbox).
    const again = await resend('deposit-credited')
    expect(again.status).toBe(429)
    expect(again.body.message).toBe(opsMessages.resendTooSoon)
    // Codes and links are never resent by staff: the withdrawal OTP, sign-in or reset codes.
    for (const mail of [
      'withdrawal-otp',
      'password-reset',
      'login-code',
      '',
      7,
      ['deposit-credited'],
    ]) {
      const r = await resend(mail)
      expect(r.status, JSON.stringify(mail)).toBe(400)
      expect(r.body.message).toBe(opsMessages.resendWhich)
    }
    // Finance may not; an unknown member is a 404.
    expect((await resend('deposit-credited', op('finance'))).status).toBe(403)
    expect((await resend('deposit-credited', op('support'), 'NOSUCH01')).status).toBe(404)
    expect(mailsTo().length).toBe(before + 2)
  })

  it('support lifts a member’s sign-in lock; the audit row keeps what was lifted', async () => {
    const member = await t.signUp(undefined, 'Lou')
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.call('/login', { userId: member.userId, password: 'Wrong#pass1' })).status,
      ).toBe(401)
    }
    expect((await t.call('/login', { userId: member.userId, password: PASSWORD })).status).toBe(429)
    const view = async () =>
      (
        await opsCall(t, 'GET', `/members/${member.userId}/view`, {
          cookie: op('support').cookie,
        })
      ).body.data as OpsMemberView
    // The 360° view shows the lock (this client's counter for the account) and when it ends.
    expect((await view()).locks).toContainEqual(
      expect.objectContaining({ kind: 'login', failures: 5, lockedUntil: expect.any(String) }),
    )
    const lifted = await opsCall(t, 'POST', `/members/${member.userId}/unlock`, {
      cookie: op('support').cookie,
      body: { reason: 'member called, identity checked' },
    })
    expect(lifted.status).toBe(200)
    expect((await t.call('/login', { userId: member.userId, password: PASSWORD })).status).toBe(200)
    expect((await view()).locks).toEqual([])
    // A transaction password set by the member shows in the KYC history.
    await t.setTpass(
      (await t.call('/login', { userId: member.userId, password: PASSWORD })).body.token as string,
    )
    expect((await view()).kyc).toEqual([
      expect.objectContaining({ kind: 'tpass', address: null, by: `member:${member.userId}` }),
    ])
    const [row] = await auditRows('member.unlock')
    expect(row?.actor).toBe(`operator:${op('support').id}`)
    expect(row?.before).toContainEqual(
      expect.objectContaining({ counter: 'login-pair', failures: 5 }),
    )
  })

  it('an admin changes a role and disables an operator: their sessions end; the last admin stays', async () => {
    const admin = op('admin')
    const target = op('finance2')
    const role = await opsCall(t, 'POST', `/operators/${target.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'support' },
    })
    expect(role.body.data).toMatchObject({ role: 'support' })
    // A new role means a new session.
    expect((await opsCall(t, 'GET', '/me', { cookie: target.cookie })).status).toBe(401)
    const disabled = await opsCall(t, 'POST', `/operators/${target.id}/disable`, {
      cookie: admin.cookie,
      body: { reason: 'left the company' },
    })
    expect(disabled.body.data).toMatchObject({ status: 'disabled' })
    expect((await passwordStep(t, target.email)).body.message).toBe(opsMessages.signInFailed)
    // Not oneself, and never the last active admin.
    const self = await opsCall(t, 'POST', `/operators/${admin.id}/disable`, {
      cookie: admin.cookie,
    })
    expect(self.status).toBe(403)
    expect(self.body.message).toBe(opsMessages.notYourself)
    const list = await opsCall(t, 'GET', '/operators', { cookie: admin.cookie })
    expect((list.body.data as { email: string; status: string }[]).map((o) => o.status)).toEqual([
      'active',
      'active',
      'active',
      'disabled',
    ])
    expect((await auditRows('operator.role')).map((r) => [r.actor, r.object_id, r.after])).toEqual([
      [`operator:${admin.id}`, target.id, { role: 'support' }],
    ])
  })

  it('an admin resets an operator who lost the app: sessions end, a new link, enrolment anew', async () => {
    const lost = op('finance')
    const admin = op('admin')
    const reset = await opsCall(t, 'POST', `/operators/${lost.id}/reset`, {
      cookie: admin.cookie,
      body: { reason: 'phone lost, identity checked by video call' },
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
    expect(reset.body.data).toMatchObject({ status: 'invited', totp: false })
    expect((await opsCall(t, 'GET', '/me', { cookie: lost.cookie })).status).toBe(401)
    expect((await passwordStep(t, lost.email)).body.message).toBe(opsMessages.signInFailed)
    const set = await opsCall(t, 'POST', '/session/set-password', {
      body: { token: mailedToken(t, lost.email), password: OPS_PASSWORD },
    })
    expect(set.status).toBe(200)
    expect((await passwordStep(t, lost.email)).step.step).toBe('enrol')
    expect((await auditRows('operator.reset')).map((r) => [r.actor, r.object_id])).toEqual([
      [`operator:${admin.id}`, lost.id],
    ])
  })

  it('two admins demoting each other at once leave one admin', async () => {
    const admin = op('admin')
    const promoted = await opsCall(t, 'POST', `/operators/${op('support').id}/role`, {
      cookie: admin.cookie,
      body: { role: 'admin' },
    })
    expect(promoted.status).toBe(200)
    ops.support = { ...(await reSignIn('support')), role: 'admin' }
    const both = await Promise.all([
      opsCall(t, 'POST', `/operators/${op('support').id}/role`, {
        cookie: admin.cookie,
        body: { role: 'finance' },
      }),
      opsCall(t, 'POST', `/operators/${admin.id}/role`, {
        cookie: op('support').cookie,
        body: { role: 'finance' },
      }),
    ])
    // One goes through. The other finds no admin would be left (409), or, when its session check
    // came after the winner's commit, that the role change ended its session (401).
    const statuses = both.map((r) => r.status).sort()
    expect(statuses[0]).toBe(200)
    expect([401, 409]).toContain(statuses[1])
    const loser = both.find((r) => r.status !== 200)
    if (loser?.status === 409) expect(loser.body.message).toBe(opsMessages.lastAdmin)
    const [admins] = await query<{ n: number }>(
      t.db.database.db,
      sql`SELECT count(*) AS n FROM operators WHERE role = 'admin' AND disabled_at IS NULL`,
    )
    expect(admins?.n).toBe(1)
  })
})
