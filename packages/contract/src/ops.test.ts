// The operator calls' declarations: paths filled and queried the same way by every client, roles
// consistent (admin may do what any role may), stale names that are real reads.
import { describe, expect, it } from 'vitest'
import { opsCallList, opsCalls, opsCan, opsPath, opsQuery, opsRoles } from './index'

describe('ops calls', () => {
  it('fills path parameters (encoded) and sends the rest as the query', () => {
    const body = { userId: 'BCH 1/2', page: 2, q: undefined }
    expect(opsPath(opsCalls.opsMemberLedger, body)).toBe('/api/ops/members/BCH%201%2F2/ledger')
    expect(opsQuery(opsCalls.opsMemberLedger, body)).toBe('?page=2')
    expect(opsQuery(opsCalls.opsDeposits, { status: 'pending', userId: '' })).toBe(
      '?status=pending',
    )
    expect(opsQuery(opsCalls.opsDashboard)).toBe('')
  })

  it('admin may make every call a role may; the sign-in steps need no role', () => {
    for (const call of opsCallList) {
      const any = opsRoles.some((r) => opsCan(r, call))
      expect(opsCan('admin', call), call.name).toBe(any)
      expect(call.roles === 'none', call.name).toBe(
        call.path.startsWith('/session/') && !call.path.endsWith('sign-out'),
      )
    }
    expect(opsCan('support', opsCalls.opsProposalApprove)).toBe(false)
    expect(opsCan('finance', opsCalls.opsMemberEndSessions)).toBe(false)
  })

  it('names unique calls, reads with GET, and makes only real reads stale', () => {
    const names = opsCallList.map((c) => c.name)
    expect(new Set(names).size).toBe(names.length)
    expect(Object.keys(opsCalls)).toEqual(names)
    const reads = new Set(opsCallList.filter((c) => c.kind === 'read').map((c) => c.name))
    for (const call of opsCallList) {
      expect(call.method, call.name).toBe(call.kind === 'read' ? 'GET' : 'POST')
      for (const s of call.stale) expect(reads.has(s), `${call.name} → ${s}`).toBe(true)
    }
  })
})
