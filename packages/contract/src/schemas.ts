// The yup schemas of spec section 5. One schema validates the formik form, the server's request
// and (by type) the mock handler. Rules that need the member's balance read it from yup's
// context ({ wallet, packageWallet }); where the context is absent (a form before the member has
// loaded) they pass, and the server, which always knows the balance, decides.
import * as yup from 'yup'
import {
  investMultiple,
  MAX_AMOUNT,
  minAmount,
  minTransfer,
  OFFERED_PAYMENT_TYPE,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TRANSACTION_PASSWORD_MIN_LENGTH,
} from './constants'
import {
  amountWithFee,
  isCalendarDate,
  latestPaymentDay,
  TRANSACTION_HASH_PATTERN,
  toCents,
  withdrawalTotal,
} from './helpers'
import { locales } from './i18n/locale'
import { mailTopics } from './inbox'
import { messages, serverMessages } from './messages'
import { LOGIN_LIMITS, USDT_ADDRESS_PATTERN, type BalanceContext } from './rules'

/** $1 at least; 0 and below keep the spec's own "greater than 0" message. */
const minimumTransfer = {
  name: 'minimum-transfer',
  message: () => serverMessages.transferMinimum,
  test: (v: number | undefined) => v === undefined || v <= 0 || v >= minTransfer(),
}

/** At least the minimum deposit, withdrawal and investment, read when a value is checked. */
const atLeastMinimum = (message: () => string) => ({
  name: 'minimum',
  message,
  test: (v: number | undefined) => v === undefined || v >= minAmount(),
})

const PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).+$/
const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/

/** A dollar amount: a finite number, at most 2 decimals, not absurdly large. */
export function amount(requiredMessage: string) {
  return yup
    .number()
    .typeError(messages.invalidNumber)
    .required(requiredMessage)
    .test(
      'two-decimals',
      serverMessages.amountFormat,
      (v) => v === undefined || toCents(v) !== null,
    )
    .max(MAX_AMOUNT, serverMessages.amountTooLarge)
}

/** Words for a body field in a message: the spec's property names are not for people. */
const fieldWords: Record<string, string> = {
  userId: 'User id',
  toUserId: 'Recipient id',
  id: 'Member id',
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  password: 'Password',
  oldPassword: 'Current password',
  t_pass: 'Transaction password',
  current_t_pass: 'Current transaction password',
  otp: 'Transaction password',
  rDate: 'Date',
  trx: 'Transaction hash',
  plan: 'Plan',
  page: 'Page',
  level: 'Level',
}
const words = (path: string | undefined) => fieldWords[path ?? ''] ?? 'This field'

/** "Last name must be at most 50 characters." rather than yup's "lastName must be…". */
const tooLong = ({ path, max }: { path?: string; max: number }) =>
  `${words(path)} must be at most ${max} characters.`
/** Page and level numbers. */
const wholeNumber = ({ path }: { path?: string }) => `${words(path)} must be a whole number from 1.`

function text(requiredMessage: string, max = 200) {
  return yup.string().trim().required(requiredMessage).max(max, tooLong)
}

function balanceOf(context: unknown, key: 'wallet' | 'packageWallet'): number | undefined {
  const value = (context as BalanceContext | undefined)?.[key]
  return typeof value === 'number' ? value : undefined
}

export const password = yup
  .string()
  .required(messages.signupRequired)
  .min(PASSWORD_MIN, messages.passwordRule)
  .max(PASSWORD_MAX, messages.passwordRule)
  .matches(PASSWORD_PATTERN, messages.passwordRule)

/**
 * A new password and its confirmation, as sign-up, change password and reset password ask for
 * them: one rule and the same messages on all three forms and on the server.
 */
export const newPasswordFields = {
  password,
  cpassword: yup
    .string()
    .required(messages.signupRequired)
    .oneOf([yup.ref('password')], messages.passwordsDoNotMatch),
}

export const loginSchema = yup
  .object({
    userId: text(messages.loginRequired, LOGIN_LIMITS.userId),
    password: yup.string().required(messages.loginRequired).max(LOGIN_LIMITS.password, tooLong),
  })
  .noUnknown(serverMessages.unknownField)

export const checkUserSchema = yup
  .object({ userId: yup.string().trim().required(messages.sponsorInvalid).max(32, tooLong) })
  .noUnknown(serverMessages.unknownField)

export const signupSchema = yup
  .object({
    userId: text(messages.signupRequired, 32).matches(USER_ID_PATTERN, messages.sponsorInvalid),
    name: yup.string().max(100, tooLong).optional(),
    firstName: text(messages.signupRequired, 50),
    lastName: text(messages.signupRequired, 50),
    email: text(messages.signupRequired, 254).email('Please enter a valid e-mail address.'),
    phone: text(messages.signupRequired, 20).matches(
      /^\+?[0-9 ()-]{6,20}$/,
      'Please enter a valid phone number.',
    ),
    ...newPasswordFields,
    /** The language chosen on the sign-up page: the member's mails use it from the first one. */
    locale: yup.string().oneOf(locales, serverMessages.localeUnknown).optional(),
  })
  .noUnknown(serverMessages.unknownField)

export const updateUserSchema = yup
  .object({
    usdtAddress: yup
      .string()
      .trim()
      .matches(USDT_ADDRESS_PATTERN, serverMessages.usdtAddressInvalid)
      .optional(),
    t_pass: yup
      .string()
      .min(TRANSACTION_PASSWORD_MIN_LENGTH, serverMessages.transactionPasswordTooShort)
      .max(64, tooLong)
      .optional(),
    /** The current transaction password, needed to change one that is set. */
    current_t_pass: yup.string().max(64, tooLong).optional(),
    /** The member's language (the profile's switch): needs no transaction password. */
    locale: yup.string().oneOf(locales, serverMessages.localeUnknown).optional(),
  })
  .noUnknown(serverMessages.unknownField)

/**
 * The KYC form: what updateUser takes, and a new transaction password typed a second time (the
 * form's own check: a typo would lock the member out of their money; never sent).
 */
export const kycFormSchema = updateUserSchema.shape({
  t_pass_confirm: yup
    .string()
    .max(64, tooLong)
    .when('t_pass', ([typed], field) =>
      typed
        ? field
            .required(serverMessages.transactionPasswordsDoNotMatch)
            .oneOf([yup.ref('t_pass')], serverMessages.transactionPasswordsDoNotMatch)
        : field.optional(),
    ),
})

/**
 * Asks for a withdrawal code. With the amount, the server checks it (with its charge) against the
 * wallet before any code is sent, so a member never types a code for a withdrawal that must fail.
 */
export const sendMailSchema = yup
  .object({
    email: yup.string().trim().max(254, tooLong).optional(),
    amount: amount(messages.withdrawAmountRequired)
      .optional()
      .test(atLeastMinimum(() => messages.withdrawMinimum)),
  })
  .noUnknown(serverMessages.unknownField)

export const depositRequestSchema = yup
  .object({
    rDate: text(messages.depositRequired, 10).test(
      'calendar-date',
      serverMessages.depositDateInvalid,
      (v, test) => {
        if (v === undefined) return true
        const now = (test.options.context as BalanceContext | undefined)?.now ?? new Date()
        return isCalendarDate(v) && v <= latestPaymentDay(now)
      },
    ),
    pType: yup
      .number()
      .typeError(messages.depositRequired)
      .required(messages.depositRequired)
      .oneOf([OFFERED_PAYMENT_TYPE], messages.depositRequired),
    amount: amount(messages.depositRequired).test(atLeastMinimum(() => messages.depositMinimum)),
    trx: text(messages.depositRequired, 100).matches(
      TRANSACTION_HASH_PATTERN,
      serverMessages.transactionHashInvalid,
    ),
  })
  .noUnknown(serverMessages.unknownField)

/** The first step of a withdrawal: the amount, checked against the income wallet. */
export const withdrawalAmountSchema = yup
  .object({
    amount: amount(messages.withdrawAmountRequired)
      .test(atLeastMinimum(() => messages.withdrawMinimum))
      .test('within-wallet', messages.withdrawExceedsWallet, (v, ctx) => {
        const wallet = balanceOf(ctx.options.context, 'wallet')
        return v === undefined || wallet === undefined || v <= wallet
      })
      // The charge is debited on top, so the amount and its charge must both fit.
      .test('charge-fits', serverMessages.withdrawalTotalExceedsWallet, (v, ctx) => {
        const wallet = balanceOf(ctx.options.context, 'wallet')
        const total = v === undefined ? null : withdrawalTotal(v)
        return total === null || wallet === undefined || total <= wallet
      }),
  })
  .noUnknown(serverMessages.unknownField)

export const withdrawalRequestSchema = withdrawalAmountSchema
  .shape({
    otp: yup
      .string()
      .trim()
      .required(messages.otpRequired)
      .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), serverMessages.otpInvalid),
  })
  .noUnknown(serverMessages.unknownField)

export const investSchema = yup
  .object({
    plan: text(messages.investRequired, 64),
    wallet: yup
      .string()
      .required(messages.investRequired)
      .oneOf(['invest', 'package'] as const, messages.investRequired),
    amount: amount(messages.investRequired)
      .test(atLeastMinimum(() => messages.investMinimum))
      .test(
        'multiple',
        () => messages.investMultiple,
        (v) => v === undefined || v % investMultiple() === 0,
      )
      .test('balance', messages.lowWallet, (v, ctx) => {
        const key = ctx.parent?.wallet === 'package' ? 'packageWallet' : 'wallet'
        const balance = balanceOf(ctx.options.context, key)
        return v === undefined || balance === undefined || v <= balance
      }),
  })
  .noUnknown(serverMessages.unknownField)

export const transferToUserSchema = yup
  .object({
    toUserId: text(messages.transferRequired, 32).test(
      'not-self',
      serverMessages.selfTransfer,
      (v, ctx) => {
        // The member's own id (any case: ids are looked up without it) is refused here, before
        // the lookup and the prompt, as the server refuses it.
        const me = (ctx.options.context as BalanceContext | undefined)?.userId
        return !v || !me || v.trim().toUpperCase() !== me.trim().toUpperCase()
      },
    ),
    amount: amount(messages.transferRequired)
      .moreThan(0, messages.transferRequired)
      .test(minimumTransfer)
      .test('balance', (v, ctx) => {
        const type = ctx.parent?.type as 'wallet' | 'packageWallet' | undefined
        if (v === undefined || !type) return true
        const balance = balanceOf(ctx.options.context, type)
        if (balance === undefined || v <= balance) return true
        return ctx.createError({
          message: type === 'wallet' ? messages.lowIncomeWallet : messages.lowPackageWallet,
        })
      }),
    type: yup
      .string()
      .required(messages.transferRequired)
      .oneOf(['wallet', 'packageWallet'] as const, messages.transferRequired),
    /** The transaction password (the spec's field name), checked by the server only. */
    otp: yup.string().required(serverMessages.transactionPasswordRequired).max(64, tooLong),
  })
  .noUnknown(serverMessages.unknownField)

/** The To User form before the transaction-password prompt. */
export const transferToUserFormSchema = transferToUserSchema.omit(['otp'])

export const transferToSelfSchema = yup
  .object({
    amount: amount(messages.selfAmountPositive)
      .moreThan(0, messages.selfAmountPositive)
      .test(minimumTransfer)
      .test('balance', messages.lowWallet, (v, ctx) => {
        const wallet = balanceOf(ctx.options.context, 'wallet')
        return v === undefined || wallet === undefined || v <= wallet
      })
      // The fee comes on top (economics.ts): $149 of $150 is refused here, before the prompt,
      // rather than by the server after the member confirmed it.
      .test('fee-fits', serverMessages.selfTransferTotalExceedsWallet, (v, ctx) => {
        const wallet = balanceOf(ctx.options.context, 'wallet')
        return v === undefined || wallet === undefined || v > wallet || amountWithFee(v) <= wallet
      }),
  })
  .noUnknown(serverMessages.unknownField)

export const joinPoolSchema = yup
  .object({
    userId: yup.string().required(messages.notLoggedIn).max(32, tooLong),
    pot: yup
      .number()
      .typeError(serverMessages.potUnknown)
      .required(serverMessages.potUnknown)
      .oneOf([3, 4], serverMessages.potUnknown),
    amount: amount(serverMessages.potPrice),
  })
  .noUnknown(serverMessages.unknownField)

export const treeViewSchema = yup
  .object({ id: yup.string().max(32, tooLong).nullable().optional() })
  .noUnknown(serverMessages.unknownField)

/** Optional page number for lists (1-based, 10 a page). */
export const pageSchema = yup
  .object({
    page: yup
      .number()
      .typeError(serverMessages.malformedBody)
      .integer(wholeNumber)
      .min(1, wholeNumber)
      .max(1_000_000, wholeNumber)
      .optional(),
  })
  .noUnknown(serverMessages.unknownField)

export const allWalletTransSchema = pageSchema.shape({
  /** 'earningToday' lists today's income only (the /earning/today screen). */
  filter: yup
    .string()
    .oneOf(['all', 'earningToday'] as const, serverMessages.malformedBody)
    .optional(),
})

export const levelUsersSchema = pageSchema.shape({
  level: yup
    .number()
    .typeError(serverMessages.malformedBody)
    .required(serverMessages.malformedBody)
    .integer(wholeNumber)
    .min(1, wholeNumber)
    .max(1000, wholeNumber),
})

export const changePasswordSchema = yup
  .object({
    oldPassword: yup.string().required(messages.signupRequired).max(128, tooLong),
    ...newPasswordFields,
  })
  .noUnknown(serverMessages.unknownField)

export const forgotPasswordSchema = yup
  .object({ userId: text(messages.loginRequired, LOGIN_LIMITS.userId) })
  .noUnknown(serverMessages.unknownField)

export const resetPasswordSchema = yup
  .object({
    userId: text(messages.loginRequired, LOGIN_LIMITS.userId),
    code: yup
      .string()
      .trim()
      .required(messages.otpRequired)
      .matches(/^\d{6}$/, serverMessages.resetInvalid),
    ...newPasswordFields,
  })
  .noUnknown(serverMessages.unknownField)

export const statementSchema = yup
  .object({
    from: yup
      .string()
      .required(serverMessages.malformedBody)
      .test(
        'calendar-date',
        serverMessages.malformedBody,
        (v) => v === undefined || isCalendarDate(v),
      ),
    to: yup
      .string()
      .required(serverMessages.malformedBody)
      .test(
        'calendar-date',
        serverMessages.malformedBody,
        (v) => v === undefined || isCalendarDate(v),
      ),
  })
  .noUnknown(serverMessages.unknownField)

/** The inbox seen up to an item's id (a positive whole number, as text). */
export const inboxSeenSchema = yup
  .object({
    upTo: yup
      .string()
      .required(serverMessages.malformedBody)
      .matches(/^[1-9]\d{0,17}$/, serverMessages.malformedBody),
  })
  .noUnknown(serverMessages.unknownField)

/** One mail topic switched on or off (a body holds no lists: src/validate.ts). */
export const mailSettingSchema = yup
  .object({
    topic: yup
      .string()
      .required(serverMessages.malformedBody)
      .oneOf(mailTopics, serverMessages.malformedBody),
    on: yup
      .boolean()
      .strict()
      .typeError(serverMessages.malformedBody)
      .required(serverMessages.malformedBody),
  })
  .noUnknown(serverMessages.unknownField)
