// Sign-up validation: the contract's schema, then the sponsor must have been found.
import { describe, expect, it } from 'vitest'
import { messages } from '@trellis/contract'
import { validateSignup, type SignupValues } from './SignupForm'

const values: SignupValues = {
  userId: 'BCH1000000',
  firstName: 'Nila',
  lastName: 'Rao',
  email: 'nila@example.com',
  phone: '+91 98200 55555',
  password: 'Garden#2026',
  cpassword: 'Garden#2026',
}

describe('sign-up validation', () => {
  it('passes with a found sponsor', async () => {
    expect(await validateSignup(values, { name: 'Root', state: 'found' })).toEqual({})
  })
  it('says the sponsor is not valid when the lookup found nobody', async () => {
    const errors = await validateSignup(values, {
      name: '',
      state: 'missing',
      error: messages.sponsorNotFound,
    })
    expect(errors.userId).toBe(messages.sponsorInvalid)
  })
  it('says the sponsor is not valid under 7 characters (no lookup yet)', async () => {
    const errors = await validateSignup({ ...values, userId: 'BCH1' }, { name: '', state: 'short' })
    expect(errors.userId).toBe(messages.sponsorInvalid)
  })
  it('asks for every field before judging the sponsor', async () => {
    const errors = await validateSignup({ ...values, userId: '' }, { name: '', state: 'short' })
    expect(errors.userId).toBe(messages.signupRequired)
  })
})
