import { describe, expect, it } from 'vitest'
import { isCurrent } from './nav-link'
import { formatDate } from './format-date'

describe('isCurrent', () => {
  it('matches the page itself and pages under it, not lookalike prefixes', () => {
    expect(isCurrent('/team', '/team')).toBe(true)
    expect(isCurrent('/team', '/team/level')).toBe(true)
    expect(isCurrent('/team', '/teamwork')).toBe(false)
    expect(isCurrent('/wallet', '/dashboard')).toBe(false)
    expect(isCurrent('/wallet', undefined)).toBe(false)
  })
})

describe('formatDate', () => {
  it('formats in UTC whatever the machine zone, and passes bad input through', () => {
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('Nov 21, 2026')
    expect(formatDate('2026-11-21T23:30:00-05:00')).toBe('Nov 22, 2026')
    expect(formatDate('not a date')).toBe('not a date')
  })
})
