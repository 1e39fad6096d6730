// The operator's bad input answers 4xx with a clear message and changes nothing: NUL bytes,
// impossible or future days, odd statuses, wrong types, deep arrays, huge values.
import { describe, expect, it } from 'vitest'
import { API_BASE } from '@trellis/contract'
import { opsMessages } from '../src/ops/ops-input'
import { run } from '../src/ops/cli'
import { dayAfter, fileTestApp, OPS_TOKEN } from './helpers/app'

const t = fileTestApp()

/** Sends one operator call with a raw body. */
async function send(method: 'GET' | 'POST', path: string, payload?: string, type?: string) {
  const res = await t.app.inject({
    method,
    url: `${API_BASE}/ops${path}`,
    headers: {
      authorization: `Bearer ${OPS_TOKEN}`,
      ...(payload !== undefined ? { 'content-type': type ?? 'application/json' } : {}),
    },
    payload,
  })
  return { status: res.statusCode, body: res.json() as { status?: boolean; message?: string } }
}

const DEEP = `${'['.repeat(2000)}${']'.repeat(2000)}`

describe('operator input', () => {
  it('a NUL byte, a huge or a malformed user id is a 400 naming the rule, never a 500', async () => {
    const before = await t.snapshot()
    for (const userId of ['%00', 'BCH%000000001', 'a%20b', 'x'.repeat(40)]) {
      const r = await send('GET', `/members/${userId}`)
      expect(r.status, userId).toBe(400)
      expect(r.body.message, userId).toBe(opsMessages.userId)
    }
    for (const userId of ['\u0000', ['BCH0000001'], 7, 'x'.repeat(5000)]) {
      const body = { kind: 'bonus', userId, amount: 1, reason: 'a good reason' }
      const r = await send('POST', '/proposals', JSON.stringify(body))
      expect(r.status, JSON.stringify(userId)).toBe(400)
      expect(r.body.message).toBe(opsMessages.userId)
    }
    expect(await t.snapshot()).toEqual(before)
  })

  it('an impossible day, a future day or a non-object body is a 400, and nothing is paid', async () => {
    const before = await t.snapshot()
    for (const day of [
      '2026-02-31',
      '2025-02-29',
      '0000-00-00',
      '2026-13-01',
      '\u0000',
      20260101,
    ]) {
      const r = await send('POST', '/accrue', JSON.stringify({ day }))
      expect(r.status, String(day)).toBe(400)
      expect(r.body.message).toBe(opsMessages.day)
    }
    for (const day of [dayAfter(1), '9999-12-31']) {
      const r = await send('POST', '/accrue', JSON.stringify({ day }))
      expect(r.status, day).toBe(400)
      expect(r.body.message).toMatch(/must not be in the future/)
    }
    for (const raw of ['[]', '"2026-01-01"', 'null', '7', DEEP]) {
      const r = await send('POST', '/accrue', raw)
      expect(r.status, raw.slice(0, 20)).toBe(400)
      expect(r.body.message).toBe(opsMessages.body)
    }
    expect((await send('POST', '/accrue', 'garbage', 'text/plain')).status).toBe(400)
    expect(await t.snapshot()).toEqual(before)
    // Today and a real past day still run.
    expect((await send('POST', '/accrue', JSON.stringify({ day: '2024-02-29' }))).status).toBe(200)
    expect((await send('POST', '/accrue', '{}')).status).toBe(200)
  })

  it('odd statuses and unknown query parameters are a 400 naming the statuses', async () => {
    for (const list of ['/deposits', '/withdrawals']) {
      for (const q of ['status=%00', 'status=', 'status=PAID', 'status=pending&status=paid']) {
        const r = await send('GET', `${list}?${q}`)
        expect(r.status, `${list}?${q}`).toBe(400)
        expect(r.body.message).toBe(opsMessages.status)
      }
      for (const q of ['status[]=pending', 'x=%00']) {
        const r = await send('GET', `${list}?${q}`)
        expect(r.status, `${list}?${q}`).toBe(400)
        expect(r.body.message).toBe(opsMessages.unknownQuery)
      }
    }
  })

  it('wrong types and deep arrays in the other bodies are a 400; odd ids a 404', async () => {
    for (const raw of ['[]', DEEP, '"x"', '{"trx":["a"]}', '{"trx":"\\u0000"}']) {
      expect((await send('POST', '/withdrawals/1/pay', raw)).status, raw.slice(0, 20)).toBe(400)
    }
    for (const raw of [
      '[]',
      DEEP,
      '{"kind":"bonus","userId":"BCH0000001","amount":"1","reason":"why not"}',
    ]) {
      expect((await send('POST', '/proposals', raw)).status, raw.slice(0, 20)).toBe(400)
    }
    for (const id of ['%00', '1e3', '0x10', '-1', '1.5', '99999999999999999999']) {
      expect((await send('POST', `/deposits/${id}/approve`)).status, id).toBe(404)
      expect((await send('POST', `/withdrawals/${id}/reject`)).status, id).toBe(404)
    }
  })

  it('`ops accrue --day` refuses a future day, an impossible day and a missing value', async () => {
    await expect(run(['accrue', '--day', dayAfter(1)])).rejects.toThrow(/must not be in the future/)
    await expect(run(['accrue', '--day', '2026-02-31'])).rejects.toThrow(opsMessages.day)
    await expect(run(['accrue', '--day'])).rejects.toThrow(opsMessages.day)
  })
})
