import { describe, expect, it } from 'vitest'
import type { AnyObjectSchema, ValidationError } from 'yup'
import { messages, serverMessages } from './messages'
import { LOGIN_LIMITS, loginFieldErrors, passwordHints, type BalanceContext } from './rules'
import {
  changePasswordSchema,
  depositRequestSchema,
  investSchema,
  joinPoolSchema,
  kycFormSchema,
  loginSchema,
  pageSchema,
  resetPasswordSchema,
  signupSchema,
  transferToSelfSchema,
  transferToUserSchema,
  updateUserSchema,
  withdrawalAmountSchema,
  withdrawalRequestSchema,
} from './schemas'
import { callSchemas } from './call-schemas'

/** The first message a strict validation gives, or 'ok'. */
async function firstError(
  schema: AnyObjectSchema,
  value: unknown,
  context?: BalanceContext,
): Promise<string> {
  try {
    await schema.validate(value, { strict: true, context })
    return 'ok'
  } catch (error) {
    return (error as Error).message
  }
}

/** Every message a strict validation gives. */
async function allErrors(schema: AnyObjectSchema, value: unknown, context?: BalanceContext) {
  try {
    await schema.validate(value, { strict: true, abortEarly: false, context })
    return []
  } catch (error) {
    return (error as { errors: string[] }).errors
  }
}

const deposit = (amount: unknown) => ({
  rDate: '2026-11-20',
  pType: 6,
  amount,
  trx: `0x${'ab'.repeat(32)}`,
})
const invest = (amount: unknown, wallet = 'invest') => ({ plan: 'growth', wallet, amount })
const signup = (password: string, cpassword = password) => ({
  userId: 'BCH1000001',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98200 12345',
  password,
  cpassword,
})

describe('minimum amounts: exactly 10 passes, 9.99 fails', () => {
  it('deposit', async () => {
    expect(await firstError(depositRequestSchema, deposit(10))).toBe('ok')
    expect(await firstError(depositRequestSchema, deposit(9.99))).toBe(messages.depositMinimum)
  })
  it('withdrawal', async () => {
    expect(await firstError(withdrawalAmountSchema, { amount: 10 })).toBe('ok')
    expect(await firstError(withdrawalAmountSchema, { amount: 9.99 })).toBe(
      messages.withdrawMinimum,
    )
  })
  it('invest (10 passes the minimum; only the multiple-of-100 rule then fails)', async () => {
    expect(await allErrors(investSchema, invest(10))).toEqual([messages.investMultiple])
    expect(await allErrors(investSchema, invest(9.99))).toContain(messages.investMinimum)
    expect(await firstError(investSchema, invest(100))).toBe('ok')
  })
  it('150 is not a multiple of 100; 200 is', async () => {
    expect(await firstError(investSchema, invest(150))).toBe(messages.investMultiple)
    expect(await firstError(investSchema, invest(200))).toBe('ok')
  })
})

describe('required fields', () => {
  it('give the form’s message', async () => {
    expect(await firstError(loginSchema, { userId: '', password: 'x' })).toBe(
      messages.loginRequired,
    )
    expect(await firstError(depositRequestSchema, { ...deposit(10), trx: '' })).toBe(
      messages.depositRequired,
    )
    expect(await firstError(depositRequestSchema, { ...deposit(10), pType: 1 })).toBe(
      messages.depositRequired,
    )
    expect(await firstError(withdrawalAmountSchema, {})).toBe(messages.withdrawAmountRequired)
    expect(await firstError(withdrawalRequestSchema, { amount: 10 })).toBe(messages.otpRequired)
    expect(await firstError(investSchema, { wallet: 'invest', amount: 100 })).toBe(
      messages.investRequired,
    )
    expect(await firstError(transferToUserSchema, { amount: 5, type: 'wallet', otp: '1' })).toBe(
      messages.transferRequired,
    )
    expect(await firstError(joinPoolSchema, { pot: 3, amount: 100 })).toBe(messages.notLoggedIn)
  })
})

describe('passwords', () => {
  it.each([
    ['7 characters', 'Abcde1!', messages.passwordRule],
    ['8 characters', 'Abcdef1!', 'ok'],
    ['32 characters', `Abcdef1!${'x'.repeat(24)}`, 'ok'],
    ['33 characters', `Abcdef1!${'x'.repeat(25)}`, messages.passwordRule],
    ['no capital', 'abcdef1!', messages.passwordRule],
    ['no digit', 'Abcdefg!', messages.passwordRule],
    ['no special character', 'Abcdefg1', messages.passwordRule],
  ])('%s', async (_, password, expected) => {
    expect(await firstError(signupSchema, signup(password))).toBe(expected)
  })

  it('the confirmation must match', async () => {
    expect(await firstError(signupSchema, signup('Abcdef1!', 'Abcdef1?'))).toBe(
      messages.passwordsDoNotMatch,
    )
    expect(
      await firstError(changePasswordSchema, {
        oldPassword: 'Old@1234',
        password: 'Abcdef1!',
        cpassword: 'Abcdef1',
      }),
    ).toBe(messages.passwordsDoNotMatch)
  })

  it('live hints', () => {
    expect(passwordHints('Abc', '')).toEqual({ password: messages.passwordHintLength })
    expect(passwordHints('Abcdef1!', 'Abcdef1')).toEqual({ confirm: messages.confirmHintMismatch })
    expect(passwordHints('', '')).toEqual({})
  })

  it('a sponsor id with spaces or symbols is not valid', async () => {
    expect(await firstError(signupSchema, { ...signup('Abcdef1!'), userId: 'BCH 1!' })).toBe(
      messages.sponsorInvalid,
    )
  })

  it('the reset code is six digits', async () => {
    const reset = { userId: 'BCH1000001', password: 'Abcdef1!', cpassword: 'Abcdef1!' }
    expect(await firstError(resetPasswordSchema, { ...reset, code: '123456' })).toBe('ok')
    expect(await firstError(resetPasswordSchema, { ...reset, code: '12345' })).toBe(
      serverMessages.resetInvalid,
    )
  })
})

describe('transaction password (KYC)', () => {
  it('a new one has 6 characters at least; the current one is only compared, whatever its length', async () => {
    expect(await firstError(updateUserSchema, { t_pass: '12345' })).toBe(
      serverMessages.transactionPasswordTooShort,
    )
    expect(await firstError(updateUserSchema, { t_pass: '123456' })).toBe('ok')
    // Members who set a 4-character one before keep using it.
    expect(await firstError(updateUserSchema, { current_t_pass: '4321' })).toBe('ok')
  })

  it('the form asks for a new one twice; nothing to confirm without one', async () => {
    const form = { usdtAddress: `0x${'ab'.repeat(20)}` }
    expect(
      await firstError(kycFormSchema, { ...form, t_pass: '123456', t_pass_confirm: '123465' }),
    ).toBe(serverMessages.transactionPasswordsDoNotMatch)
    expect(await firstError(kycFormSchema, { ...form, t_pass: '123456' })).toBe(
      serverMessages.transactionPasswordsDoNotMatch,
    )
    expect(
      await firstError(kycFormSchema, { ...form, t_pass: '123456', t_pass_confirm: '123456' }),
    ).toBe('ok')
    expect(await firstError(kycFormSchema, { usdtAddress: `0x${'ab'.repeat(20)}` })).toBe('ok')
  })
})

describe('amount format', () => {
  it('rejects over-precise amounts', async () => {
    expect(await firstError(depositRequestSchema, deposit(10.001))).toBe(
      serverMessages.amountFormat,
    )
    expect(await firstError(transferToSelfSchema, { amount: 0.001 })).toBe(
      serverMessages.amountFormat,
    )
    expect(await firstError(depositRequestSchema, deposit(10.01))).toBe('ok')
  })
  it('rejects NaN, strings and absurd amounts', async () => {
    expect(await firstError(depositRequestSchema, deposit(Number.NaN))).toBe(messages.invalidNumber)
    expect(await firstError(depositRequestSchema, deposit('10'))).toBe(messages.invalidNumber)
    expect(
      await firstError(transferToUserSchema, {
        toUserId: 'BCH1000002',
        amount: 'ten',
        type: 'wallet',
        otp: '1',
      }),
    ).toBe(messages.invalidNumber)
    expect(await firstError(depositRequestSchema, deposit(1e12))).toBe(
      serverMessages.amountTooLarge,
    )
  })
  it('transfer to self needs more than 0, and $1 at least', async () => {
    expect(await firstError(transferToSelfSchema, { amount: 0 })).toBe(messages.selfAmountPositive)
    expect(await firstError(transferToSelfSchema, { amount: 0.01 })).toBe(
      serverMessages.transferMinimum,
    )
    expect(await firstError(transferToSelfSchema, { amount: 1 })).toBe('ok')
  })
})

describe('unknown fields', () => {
  it.each([
    [loginSchema, { userId: 'a', password: 'b', admin: true }],
    [depositRequestSchema, { ...deposit(10), status: 'approved' }],
    [transferToSelfSchema, { amount: 10, to: 'BCH1' }],
    [pageSchema, { page: 1, size: 100 }],
  ])('are rejected (%#)', async (schema, value) => {
    expect(await firstError(schema as AnyObjectSchema, value)).toBe(serverMessages.unknownField)
  })
})

describe('balance context', () => {
  it('withdrawal above the wallet fails; with its 5% charge it must fit; no context passes', async () => {
    expect(await firstError(withdrawalAmountSchema, { amount: 100.01 }, { wallet: 100 })).toBe(
      messages.withdrawExceedsWallet,
    )
    expect(await firstError(withdrawalAmountSchema, { amount: 100 }, { wallet: 100 })).toBe(
      serverMessages.withdrawalTotalExceedsWallet,
    )
    expect(await firstError(withdrawalAmountSchema, { amount: 100 }, { wallet: 105 })).toBe('ok')
    expect(await firstError(withdrawalAmountSchema, { amount: 95.24 }, { wallet: 100 })).toBe('ok')
    expect(await firstError(withdrawalAmountSchema, { amount: 100000 })).toBe('ok')
  })
  it('transfer to user names the wallet that is low', async () => {
    const body = { toUserId: 'BCH1000002', amount: 60, otp: '1234' }
    const balances = { wallet: 50, packageWallet: 50 }
    expect(await firstError(transferToUserSchema, { ...body, type: 'wallet' }, balances)).toBe(
      messages.lowIncomeWallet,
    )
    expect(
      await firstError(transferToUserSchema, { ...body, type: 'packageWallet' }, balances),
    ).toBe(messages.lowPackageWallet)
    expect(
      await firstError(transferToUserSchema, { ...body, type: 'wallet' }, { wallet: 60 }),
    ).toBe('ok')
  })
  it("transfer to user refuses the member's own id, in any case, before the prompt", async () => {
    const body = { amount: 10, otp: '1234', type: 'wallet' }
    const me = { wallet: 50, packageWallet: 50, userId: 'BCH1000001' }
    for (const toUserId of ['BCH1000001', 'bch1000001'])
      expect(await firstError(transferToUserSchema, { ...body, toUserId }, me)).toBe(
        serverMessages.selfTransfer,
      )
    expect(await firstError(transferToUserSchema, { ...body, toUserId: 'BCH1000002' }, me)).toBe(
      'ok',
    )
  })
  it('transfer to self and invest check the wallet they debit', async () => {
    expect(await firstError(transferToSelfSchema, { amount: 20 }, { wallet: 19.99 })).toBe(
      messages.lowWallet,
    )
    // The 2% fee comes on top: $149 of $150 (149 + 2.98) is refused before the prompt.
    expect(await firstError(transferToSelfSchema, { amount: 149 }, { wallet: 150 })).toBe(
      serverMessages.selfTransferTotalExceedsWallet,
    )
    // 147.06 + 2.94 is the whole wallet; a cent more is not.
    expect(await firstError(transferToSelfSchema, { amount: 147.06 }, { wallet: 150 })).toBe('ok')
    expect(await firstError(transferToSelfSchema, { amount: 147.07 }, { wallet: 150 })).toBe(
      serverMessages.selfTransferTotalExceedsWallet,
    )
    const balances = { wallet: 1000, packageWallet: 100 }
    expect(await firstError(investSchema, invest(200, 'package'), balances)).toBe(
      messages.lowWallet,
    )
    expect(await firstError(investSchema, invest(200, 'invest'), balances)).toBe('ok')
  })
})

describe('the login form check (rules.ts) and loginSchema agree', () => {
  const cases: Array<{ userId: string; password: string }> = [
    { userId: '', password: '' },
    { userId: '   ', password: 'x' },
    { userId: 'BCH0000001', password: '' },
    { userId: ' BCH0000001 ', password: ' ' },
    { userId: 'BCH0000001', password: 'Password@1' },
    { userId: 'a'.repeat(LOGIN_LIMITS.userId), password: 'p'.repeat(LOGIN_LIMITS.password) },
  ]
  it.each(cases)('%j', async (values) => {
    // As the forms validate: empty is missing, yup's transforms (trim) apply, every field's first
    // message.
    const schemaErrors: Record<string, string> = {}
    try {
      await loginSchema.validate(
        {
          userId: values.userId === '' ? undefined : values.userId,
          password: values.password === '' ? undefined : values.password,
        },
        { abortEarly: false },
      )
    } catch (error) {
      for (const e of (error as ValidationError).inner) schemaErrors[e.path ?? ''] ??= e.message
    }
    expect(loginFieldErrors(values)).toEqual(schemaErrors)
  })
})

describe('deposit date', () => {
  // 10:00 UTC on Nov 22: it is already Nov 23 in UTC+14, the first time zone of the day.
  const now = new Date('2026-11-22T10:00:00Z')
  const dated = (rDate: string) => ({ ...deposit(20), rDate })

  it('takes any day up to today in the earliest time zone, and no later day', async () => {
    expect(await firstError(depositRequestSchema, dated('2026-11-22'), { now })).toBe('ok')
    expect(await firstError(depositRequestSchema, dated('2026-11-23'), { now })).toBe('ok')
    expect(await firstError(depositRequestSchema, dated('2026-11-24'), { now })).toBe(
      serverMessages.depositDateInvalid,
    )
    expect(await firstError(depositRequestSchema, dated('2999-01-01'))).toBe(
      serverMessages.depositDateInvalid,
    )
  })
})

describe('messages people read', () => {
  // A field's message names it in words: yup's own texts say "lastName must be at most 50
  // characters", with the body's property name.
  const rawName = /\b[a-z]+[A-Z]\w*|\w+_\w+|^[a-z]/

  it.each(Object.entries(callSchemas))(
    '%s: too long, too big or wrong text',
    async (name, schema) => {
      if (!schema) return
      for (const [field, spec] of Object.entries(schema.describe().fields)) {
        const type = (spec as { type: string }).type
        const wrong =
          type === 'string' ? 'x'.repeat(5000) : type === 'number' ? 10 ** 9 + 0.5 : null
        if (wrong === null) continue
        const errors = await allErrors(schema, { [field]: wrong })
        for (const message of errors) {
          expect(message, `${name}.${field}: ${message}`).not.toMatch(rawName)
        }
      }
    },
  )
})
