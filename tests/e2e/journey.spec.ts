// The newcomer's journey of issue 5, against the real server and the built app: sign up through
// a referral link, log in, deposit (approved by the operator's CLI), invest, transfer to a second
// member, withdraw with the e-mailed OTP, see team and earnings fill, log out.
import { messages } from '@trellis/contract'
import { api, expect, ops, otpFor, sessionOf, setting, test } from './fixtures.ts'
import { PASSWORD, newcomer, registerByApi } from './members.ts'

test.describe.configure({ mode: 'serial' })

const TRANSACTION_PASSWORD = 'Tpass#2026'

/** The id of the newest pending deposit of `userId`, read from `pnpm ops deposits`. */
function pendingDepositOf(userId: string): string {
  const line = ops('deposits', '--status', 'pending')
    .split('\n')
    .find((row) => row.includes(userId))
  const id = line?.match(/\b(\d+|[0-9a-f-]{36})\b/)?.[1]
  if (!id) throw new Error(`no pending deposit of ${userId} in \`pnpm ops deposits\``)
  return id
}

test('a newcomer signs up through a referral link and uses every money screen', async ({
  page,
}) => {
  const rootId = setting('E2E_ROOT_USER_ID')
  const person = newcomer('Nora')
  let userId = ''

  await test.step('signs up under the root member from the referral link', async () => {
    await page.goto(`/login/${rootId}`)
    await expect(page.getByRole('tab', { name: 'Sign-up' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByLabel('Sponsor ID')).toHaveValue(rootId)
    // The sponsor is looked up from 7 characters and shown read-only.
    await expect(page.getByLabel('Sponsor name')).not.toHaveValue('')
    await page.getByLabel('First name').fill(person.firstName)
    await page.getByLabel('Last name').fill(person.lastName)
    await page.getByLabel('E-mail').fill(person.email)
    await page.getByLabel('Phone').fill(person.phone)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    userId = (await sessionOf(page)).userId
  })

  await test.step('logs out and logs in with the new id', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.getByLabel('User ID').fill(userId)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  await test.step('requests a deposit; the operator approves it with pnpm ops', async () => {
    await page.getByRole('link', { name: 'Deposit' }).first().click()
    await expect(page).toHaveURL(/\/wallet\/deposit$/)
    await page.getByLabel('Date').fill('2026-11-22')
    await page.getByLabel('Amount (USDT)').fill('1000')
    await page.getByLabel('Transaction hash').fill(`0x${'ab'.repeat(32)}`)
    await page.getByRole('button', { name: 'Submit deposit request' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('dialog').getByRole('button').first().click()
    ops('approve-deposit', pendingDepositOf(userId))
    expect(ops('member', userId)).toMatch(/1,?000/)
  })

  await test.step('invests 500 from the package wallet', async () => {
    await page.goto('/investNow')
    const plan = page.getByLabel('Plan')
    await plan.selectOption({ index: 1 })
    await page.getByLabel('Wallet').selectOption('package')
    await page.getByLabel('Amount (USDT)').fill('500')
    await page.getByRole('button', { name: 'Invest now' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('dialog').getByRole('button').first().click()
    await expect(page.getByRole('table')).toContainText('500')
  })

  // A second member under the newcomer: fills the team views and receives the transfer.
  const second = newcomer('Sam')
  const secondMember = await registerByApi(userId, second)

  await test.step('sets the transaction password (KYC)', async () => {
    await page.goto('/profile/walletAddress')
    await page.getByLabel('USDT address').fill(`0x${'12'.repeat(20)}`)
    await page.getByLabel('Transaction password', { exact: true }).fill(TRANSACTION_PASSWORD)
    await page.getByRole('button', { name: /save|update|submit/i }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('dialog').getByRole('button').first().click()
  })

  await test.step('transfers 100 to the second member; the fee is shown before sending', async () => {
    await page.goto('/wallet/fundTransfer')
    await page.getByRole('tab', { name: 'To User' }).click()
    await page.getByLabel(/user id/i).fill(secondMember.userId)
    await page.getByLabel(/amount/i).fill('100')
    await page.getByLabel(/wallet/i).selectOption('packageWallet')
    // Spec section 9: the transferred amount is shown as amount minus 2%.
    await expect(page.getByText(/98(\.00)?/)).toBeVisible()
    await page.getByRole('button', { name: /transfer|send/i }).click()
    const prompt = page.getByRole('dialog')
    await prompt.getByLabel(/transaction password/i).fill(TRANSACTION_PASSWORD)
    await prompt.getByRole('button', { name: /confirm|ok|transfer/i }).click()
    await expect(page.getByRole('dialog')).toContainText(/success|transferred/i)
    await page.getByRole('dialog').getByRole('button').first().click()
    const secondView = await api<{ data: { packageWallet: number } }>(
      '/getUser',
      {},
      secondMember.token,
    )
    expect(secondView.data.packageWallet).toBe(98)
  })

  await test.step('withdraws with the OTP e-mailed to the newcomer', async () => {
    // The income wallet is filled by earnings (ROI, level income); the operator's CLI or the
    // daily job must have credited it before this step (the lead wires the exact command).
    await page.goto('/wallet/withdrawal')
    await page.getByLabel(/amount/i).fill('10')
    const since = Date.now()
    await page.getByRole('button', { name: /otp|send/i }).click()
    const otp = await otpFor(person.email, since)
    await page.getByLabel(/otp/i).fill(otp)
    await page.getByRole('button', { name: /withdraw|submit/i }).click()
    await expect(page.getByRole('dialog')).not.toContainText(messages.otpRequired)
    await page.getByRole('dialog').getByRole('button').first().click()
    await expect(page.getByRole('table')).toContainText('10')
  })

  await test.step('sees the team and earning screens fill', async () => {
    await page.getByRole('link', { name: 'Team' }).click()
    await expect(page).toHaveURL(/\/team$/)
    await page.goto('/team/myReferral')
    await expect(page.getByText(secondMember.userId)).toBeVisible()
    await page.getByRole('link', { name: 'Earning' }).click()
    await expect(page).toHaveURL(/\/earning$/)
    await expect(page.getByRole('main')).toContainText(/\$?\d/)
  })

  await test.step('logs out', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0)
  })
})
