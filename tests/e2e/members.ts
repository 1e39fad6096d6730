// Newcomers for the e2e specs: unique e-mails per run, a password that passes the spec's rule.
import { randomUUID } from 'node:crypto'
import { api } from './fixtures.ts'

export const PASSWORD = 'Trellis#2026'

/** A sign-up payload under `sponsorId` with fresh names. */
export function newcomer(label: string) {
  const tag = randomUUID().slice(0, 8)
  return {
    firstName: label,
    lastName: `Tester${tag}`,
    email: `${label.toLowerCase()}.${tag}@example.test`,
    phone: `+4470${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: PASSWORD,
  }
}

/** Signs a member up through the API (for members the story does not watch). */
export async function registerByApi(sponsorId: string, person: ReturnType<typeof newcomer>) {
  const sponsor = await api<{ user: { firstName: string } | null }>('/checkUser', {
    userId: sponsorId,
  })
  const answer = await api<{ user: { userId: string }; token: string }>('/register', {
    userId: sponsorId,
    name: sponsor.user?.firstName ?? '',
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    password: person.password,
    cpassword: person.password,
  })
  return { userId: answer.user.userId, token: answer.token }
}
