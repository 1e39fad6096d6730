// The forms' validation at the spec's boundaries (section 5), through the same function the
// Formik forms call: values as typed (strings), the member's balances as context.
import { describe, expect, it } from 'vitest'
import { messages, serverMessages } from '@trellis/contract'
import {
  depositRequestSchema,
  investSchema,
  loginSchema,
  signupSchema,
  transferToSelfSchema,
  transferToUserFormSchema,
  withdrawalAmountSchema,
  withdrawalRequestSchema,
} from '@trellis/contract/schemas'
import { firstError, validateWith, toSchemaInput } from './validate'

type Errors = Record<string, string | undefined>

const run = async (
  schema: Parameters<typeof validateWith>[0],
  values: Record<string, unknown>,
  context?: object,
): Promise<Errors> => (await validateWith(schema, toSchemaInput(values), context)) as Errors

describe('login form', () => {
  it('asks for both fields', async () => {
    const errors = await run(loginSchema, { userId: '', password: '' })
    expect(errors).toEqual({ userId: messages.loginRequired, password: messages.loginRequired })
  })
  it('passes with both fields', async () => {
    expect(await run(loginSchema, { userId: 'TRL0001', password: 'x' })).toEqual({})
  })
})

describe('sign-up form', () => {
  const good = {
    userId: 'TRL0001',
    name: 'Root',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 1234 5678',
    password: 'Secret#1',
    cpassword: 'Secret#1',
  }
  it('accepts a complete sign-up with an 8-character password', async () => {
    expect(await run(signupSchema, good)).toEqual({})
  })
  it('rejects a 7-character password with the rule message', async () => {
    const errors = await run(signupSchema, { ...good, password: 'Secre#1', cpassword: 'Secre#1' })
    expect(errors.password).toBe(messages.passwordRule)
  })
  it('rejects a password without a capital, digit or special character', async () => {
    for (const password of ['secret#12', 'Secret#ab', 'Secret123']) {
      const errors = await run(signupSchema, { ...good, password, cpassword: password })
      expect(errors.password).toBe(messages.passwordRule)
    }
  })
  it('says the confirmation does not match', async () => {
    const errors = await run(signupSchema, { ...good, cpassword: 'Secret#2' })
    expect(errors.cpassword).toBe(messages.passwordsDoNotMatch)
  })
  it('asks for every field', async () => {
    const errors = await run(signupSchema, { ...good, firstName: '' })
    expect(errors.firstName).toBe(messages.signupRequired)
  })
})

describe('deposit form', () => {
  const good = { rDate: '2026-11-22', pType: 6, amount: '10', trx: `0x${'ab'.repeat(32)}` }
  it('lets exactly 10 pass', async () => {
    expect(await run(depositRequestSchema, good)).toEqual({})
  })
  it('rejects 9.99 with the minimum message', async () => {
    const errors = await run(depositRequestSchema, { ...good, amount: '9.99' })
    expect(errors.amount).toBe(messages.depositMinimum)
  })
  it('asks for all fields', async () => {
    const errors = await run(depositRequestSchema, { ...good, trx: '', amount: '' })
    expect(firstError(errors)).toBe(messages.depositRequired)
    expect(errors.trx).toBe(messages.depositRequired)
  })
})

describe('withdrawal form', () => {
  const wallet = { wallet: 250 }
  it('asks for the amount', async () => {
    expect((await run(withdrawalAmountSchema, { amount: '' }, wallet)).amount).toBe(
      messages.withdrawAmountRequired,
    )
  })
  it('lets exactly 10 pass and rejects 9', async () => {
    expect(await run(withdrawalAmountSchema, { amount: '10' }, wallet)).toEqual({})
    expect((await run(withdrawalAmountSchema, { amount: '9' }, wallet)).amount).toBe(
      messages.withdrawMinimum,
    )
  })
  it('lets an amount pass whose 5% charge fits too, and rejects the whole wallet', async () => {
    // $238.09 + $11.90 = $249.99 fits the $250 wallet; $238.10 + $11.91 does not.
    expect(await run(withdrawalAmountSchema, { amount: '238.09' }, wallet)).toEqual({})
    expect((await run(withdrawalAmountSchema, { amount: '238.10' }, wallet)).amount).toBe(
      serverMessages.withdrawalTotalExceedsWallet,
    )
    expect((await run(withdrawalAmountSchema, { amount: '250' }, wallet)).amount).toBe(
      serverMessages.withdrawalTotalExceedsWallet,
    )
    expect((await run(withdrawalAmountSchema, { amount: '250.01' }, wallet)).amount).toBe(
      messages.withdrawExceedsWallet,
    )
  })
  it('asks for the OTP', async () => {
    const errors = await run(withdrawalRequestSchema, { amount: '20', otp: '' }, wallet)
    expect(errors.otp).toBe(messages.otpRequired)
  })
})

describe('invest form', () => {
  const balances = { wallet: 1000, packageWallet: 100 }
  it('asks for plan, wallet and amount', async () => {
    const errors = await run(investSchema, { plan: '', wallet: '', amount: '' }, balances)
    expect(errors).toEqual({
      plan: messages.investRequired,
      wallet: messages.investRequired,
      amount: messages.investRequired,
    })
  })
  it('rejects amounts below 10 and those not divisible by 100', async () => {
    const low = await run(investSchema, { plan: 'p1', wallet: 'invest', amount: '9' }, balances)
    expect(low.amount).toBe(messages.investMinimum)
    const odd = await run(investSchema, { plan: 'p1', wallet: 'invest', amount: '150' }, balances)
    expect(odd.amount).toBe(messages.investMultiple)
  })
  it('accepts 100 from the package wallet holding 100', async () => {
    const ok = await run(investSchema, { plan: 'p1', wallet: 'package', amount: '100' }, balances)
    expect(ok).toEqual({})
  })
})

describe('transfer forms', () => {
  const balances = { wallet: 50, packageWallet: 20 }
  it('asks for every detail of a transfer to a member', async () => {
    const errors = await run(transferToUserFormSchema, { toUserId: '', amount: '', type: '' })
    expect(firstError(errors)).toBe(messages.transferRequired)
  })
  it('says which wallet is low', async () => {
    const income = await run(
      transferToUserFormSchema,
      { toUserId: 'TRL0002', amount: '50.01', type: 'wallet' },
      balances,
    )
    expect(income.amount).toBe(messages.lowIncomeWallet)
    const pkg = await run(
      transferToUserFormSchema,
      { toUserId: 'TRL0002', amount: '21', type: 'packageWallet' },
      balances,
    )
    expect(pkg.amount).toBe(messages.lowPackageWallet)
  })
  it('rejects a non-numeric amount', async () => {
    const errors = await run(transferToUserFormSchema, {
      toUserId: 'TRL0002',
      amount: 'ten',
      type: 'wallet',
    })
    expect(errors.amount).toBe(messages.invalidNumber)
  })
  it('asks for more than 0 to self, within the wallet with its fee on top', async () => {
    expect((await run(transferToSelfSchema, { amount: '0' }, balances)).amount).toBe(
      messages.selfAmountPositive,
    )
    expect((await run(transferToSelfSchema, { amount: '51' }, balances)).amount).toBe(
      messages.lowWallet,
    )
    // The whole wallet leaves no room for the fee: said here, not after the prompt.
    expect((await run(transferToSelfSchema, { amount: '50' }, balances)).amount).toBe(
      serverMessages.selfTransferTotalExceedsWallet,
    )
    expect(await run(transferToSelfSchema, { amount: '49' }, balances)).toEqual({})
  })
})
