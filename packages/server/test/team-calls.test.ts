// The team calls on a small known tree, through HTTP (app.inject) on the suite's database.
//
//   ROOT ── A ($100) ── C ($50.50) ── E
//        │          └── D
//        ├── B
//        └── P01 … P11   (13 directs: two pages of referrals)
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  API_BASE,
  PAGE_SIZE,
  serverMessages,
  type LevelEntry,
  type PagedAnswer,
  type TeamData,
  type TeamMember,
  type TreeNode,
} from '@trellis/contract'
import { num, query } from '../src/db/client'
import { createSessions } from '../src/http/auth'
import { HttpError } from '../src/http/errors'
import { memoryMailer } from '../src/mail/mailer'
import { recordInvestment, recordJoin } from '../src/team/aggregates'
import { teamRoutes } from '../src/routes/team.routes'
import { testDatabase, type TestDatabase } from './helpers/db'
import { createReadQueue } from '../src/http/read-queue'

let sessions: ReturnType<typeof createSessions>
const app = Fastify()
let t: TestDatabase
const ids = new Map<string, number>()
const tokens = new Map<string, string>()

async function add(userId: string, sponsor: string | null, investCents = 0): Promise<void> {
  const sponsorId = sponsor === null ? null : (ids.get(sponsor) ?? null)
  const id = await t.database.transaction(async (tx) => {
    const [row] = await query<{ id: unknown }>(
      tx,
      sql`INSERT INTO members (user_id, sponsor_id, first_name, last_name, email, phone,
                               password_hash, total_investment_cents)
          VALUES (${userId}, ${sponsorId}, ${`F${userId}`}, ${`L${userId}`},
                  ${`${userId}@example.com`}, ${`+1555${userId}`}, 'x', ${investCents})
          RETURNING id`,
    )
    const memberId = num(row?.id)
    await recordJoin(tx, { memberId, sponsorId })
    if (investCents > 0)
      await recordInvestment(tx, memberId, investCents, { firstInvestment: true })
    return memberId
  })
  ids.set(userId, id)
  tokens.set(userId, await sessions.issue({ id, userId }))
}

async function call<T>(path: string, as: string | null, body?: unknown) {
  const res = await app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    headers: as ? { authorization: `Bearer ${tokens.get(as)}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  })
  return { status: res.statusCode, body: res.json() as T & { message?: string } }
}

const directs = [
  'A',
  'B',
  ...Array.from({ length: 11 }, (_, i) => `P${String(i + 1).padStart(2, '0')}`),
]

beforeAll(async () => {
  t = await testDatabase()
  sessions = createSessions('team-test-secret-team-test-secret', t.database)
  app.setErrorHandler((error, _req, reply) =>
    error instanceof HttpError
      ? reply.code(error.statusCode).send(error.toAnswer())
      : reply.send(error),
  )
  // The team calls alone, through the server's own `route` with the suite's database.
  teamRoutes(app, {
    database: t.database,
    mailer: memoryMailer(),
    sessions,
    idPrefix: 'BCH',
    opsToken: 'o'.repeat(40),
    codeKey: 'c'.repeat(40),
    // No read queue: the team calls alone, as many at once as they are sent.
    reads: createReadQueue(
      { concurrency: Number.MAX_SAFE_INTEGER, maxWaiting: 0, retryAfterSeconds: 1 },
      () => new Date(),
    ),
    now: () => new Date('2026-11-22T10:00:00Z'),
  })
  await app.ready()
  await add('ROOT', null)
  for (const d of directs) await add(d, 'ROOT', d === 'A' ? 10_000 : 0)
  await add('C', 'A', 5_050)
  await add('D', 'A')
  await add('E', 'C')
})
afterAll(async () => {
  await app.close()
  await t.close()
})

describe('team calls on a known tree', () => {
  it('getTeamData sums the whole team and lists the first page of directs', async () => {
    const r = await call<{ status: boolean; data: TeamData }>('/getTeamData', 'ROOT')
    expect(r.status).toBe(200)
    const { direct, ...totals } = r.body.data
    expect(totals).toEqual({
      totalTeamMembers: 16,
      directCount: 13,
      teamBusiness: 150.5,
      zeroInvestmentTeamMembers: 14,
    })
    expect(direct.map((m) => m.userId)).toEqual(directs.slice(0, PAGE_SIZE))
    expect(direct[0]).toEqual({
      userId: 'A',
      firstName: 'FA',
      mobile: '+1555A',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      totalInvestment: 100,
      self: { teamStake: 50.5, totalStake: 100, totalTeamMembers: 3 },
      sponcerId: 'ROOT',
      totalWithdrawal: 0,
    } satisfies TeamMember)
  })

  it('myReferral pages the directs 10 at a time', async () => {
    const p1 = await call<PagedAnswer<TeamMember>>('/myReferral', 'ROOT', {})
    expect(p1.body).toMatchObject({ status: true, page: 1, pageSize: 10, total: 13, hasMore: true })
    expect(p1.body.data.map((m) => m.userId)).toEqual(directs.slice(0, 10))
    const p2 = await call<PagedAnswer<TeamMember>>('/myReferral', 'ROOT', { page: 2 })
    expect(p2.body).toMatchObject({ page: 2, total: 13, hasMore: false })
    expect(p2.body.data.map((m) => m.userId)).toEqual(['P09', 'P10', 'P11'])
    const p3 = await call<PagedAnswer<TeamMember>>('/myReferral', 'ROOT', { page: 3 })
    expect(p3.body.data).toEqual([])
  })

  it('levelView gives each level its count, business and first users', async () => {
    const r = await call<{ data: LevelEntry[] }>('/levelView', 'ROOT')
    expect(r.body.data.map(({ users, ...rest }) => ({ ...rest, n: users.length }))).toEqual([
      { level: 1, userCount: 13, totalInvestment: 100, n: 10 },
      { level: 2, userCount: 2, totalInvestment: 50.5, n: 2 },
      { level: 3, userCount: 1, totalInvestment: 0, n: 1 },
    ])
    const seen = await call<{ data: LevelEntry[] }>('/levelView', 'C')
    expect(seen.body.data).toEqual([
      expect.objectContaining({
        level: 1,
        userCount: 1,
        users: [expect.objectContaining({ userId: 'E', sponcerId: 'C' })],
      }),
    ])
    expect((await call<{ data: LevelEntry[] }>('/levelView', 'E')).body.data).toEqual([])
  })

  it('levelUsers lists one level, 10 a page', async () => {
    const l2 = await call<PagedAnswer<TeamMember>>('/levelUsers', 'ROOT', { level: 2 })
    expect(l2.body).toMatchObject({ total: 2, hasMore: false })
    expect(l2.body.data.map((m) => [m.userId, m.sponcerId, m.totalInvestment])).toEqual([
      ['C', 'A', 50.5],
      ['D', 'A', 0],
    ])
    const l1p2 = await call<PagedAnswer<TeamMember>>('/levelUsers', 'ROOT', { level: 1, page: 2 })
    expect(l1p2.body.data.map((m) => m.userId)).toEqual(['P09', 'P10', 'P11'])
    const none = await call<PagedAnswer<TeamMember>>('/levelUsers', 'ROOT', { level: 7 })
    expect(none.body).toMatchObject({ status: true, data: [], total: 0, hasMore: false })
  })

  it('downLine pages the whole team level by level', async () => {
    const p1 = await call<PagedAnswer<TeamMember>>('/downLine', 'ROOT', { page: 1 })
    expect(p1.body).toMatchObject({ total: 16, hasMore: true })
    expect(p1.body.data.map((m) => m.userId)).toEqual(directs.slice(0, 10))
    const p2 = await call<PagedAnswer<TeamMember>>('/downLine', 'ROOT', { page: 2 })
    expect(p2.body).toMatchObject({ page: 2, total: 16, hasMore: false })
    expect(p2.body.data.map((m) => m.userId)).toEqual(['P09', 'P10', 'P11', 'C', 'D', 'E'])
    const a = await call<PagedAnswer<TeamMember>>('/downLine', 'A', {})
    expect(a.body.data.map((m) => m.userId)).toEqual(['C', 'D', 'E'])
  })

  it('treeView shows two children per node, two levels deep, and counts the rest', async () => {
    const r = await call<{ status: boolean; data: TreeNode }>('/treeView', 'ROOT', { id: null })
    expect(r.status).toBe(200)
    const root = r.body.data
    expect(root).toMatchObject({
      userId: 'ROOT',
      directCount: 13,
      teamCount: 16,
      hiddenChildren: 11,
    })
    expect(root.children.map((c) => [c.userId, c.hiddenChildren])).toEqual([
      ['A', 0],
      ['B', 0],
    ])
    const a = root.children[0]
    expect(a).toMatchObject({
      firstName: 'FA',
      lastName: 'LA',
      totalInvestment: 100,
      // A member's status is the lists' (spec section 4): active with a non-zero investment, even
      // never activated.
      isActive: true,
    })
    expect(
      a?.children.map((c) => [c.userId, c.directCount, c.children.length, c.hiddenChildren]),
    ).toEqual([
      ['C', 1, 0, 1],
      ['D', 0, 0, 0],
    ])
    const c = await call<{ data: TreeNode }>('/treeView', 'A', { id: 'C' })
    expect(c.body.data).toMatchObject({ userId: 'C', teamCount: 1, children: [{ userId: 'E' }] })
    const self = await call<{ data: TreeNode }>('/treeView', 'E', { id: 'E' })
    expect(self.body.data).toMatchObject({ userId: 'E', children: [], hiddenChildren: 0 })
  })

  it("treeView refuses members outside the caller's downline", async () => {
    for (const [as, id] of [
      ['B', 'C'],
      ['A', 'ROOT'],
      ['C', 'A'],
      ['A', 'NOBODY'],
    ] as const) {
      const r = await call('/treeView', as, { id })
      expect(r.status, `${as} -> ${id}`).toBe(403)
      expect(r.body).toEqual({
        status: false,
        success: false,
        message: serverMessages.outsideDownline,
        code: 'serverMessages.outsideDownline',
      })
    }
  })

  it("answers bad bodies with 400 and the contract's message", async () => {
    const cases: [string, unknown, string | null][] = [
      ['/getTeamData', { x: 1 }, serverMessages.unknownField],
      ['/levelView', { level: 1 }, serverMessages.unknownField],
      ['/myReferral', { page: 'two' }, serverMessages.malformedBody],
      ['/myReferral', { page: 1, size: 50 }, serverMessages.unknownField],
      ['/downLine', { page: 1.5 }, null],
      ['/downLine', { page: 0 }, null],
      ['/levelUsers', {}, serverMessages.malformedBody],
      ['/levelUsers', { level: '2' }, serverMessages.malformedBody],
      ['/treeView', { id: 'A', extra: true }, serverMessages.unknownField],
      ['/treeView', [1, 2], serverMessages.malformedBody],
    ]
    for (const [path, body, message] of cases) {
      const r = await call(path, 'ROOT', body)
      expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(r.body).toMatchObject({ status: false, success: false })
      if (message) expect(r.body.message).toBe(message)
      else expect(r.body.message).toEqual(expect.any(String))
    }
  })

  it('refuses calls without a session', async () => {
    const r = await call('/getTeamData', null)
    expect(r.status).toBe(401)
    expect(r.body.message).toBe(serverMessages.unauthorized)
  })
})
