// The newcomer's journey of issue 5, against the real server and the built app: sign up through
// a referral link, log in, deposit (test USDT sent on the local chain, credited by the watcher:
// no operator), invest, transfer to a second member, withdraw with the e-mailed OTP, see team and
// earnings fill, log out.
import type { Page } from '@playwright/test'
import { approvedBonus } from './checker.ts'
import { api, expect, mailFor, ops, otpFor, sessionOf, setting, test } from './fixtures.ts'
import { PASSWORD, newcomer, registerByApi } from './members.ts'

const TRANSACTION_PASSWORD = 'Tpass#2026'

/** A figure of `pnpm ops member <userId>`, e.g. packageWallet. */
function balanceOf(userId: string, field: string): number {
  const value = ops('member', userId).match(new RegExp(`\\b${field}=(\\S+)`))?.[1]
  return Number(value)
}

/** Closes the message (alert dialog) a finished action shows. */
async function closeDialog(page: Page) {
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(dialog).toBeHidden()
}

async function logout(page: Page) {
  // On a phone Logout is in the menu; on a desktop the side navigation shows it.
  const menu = page.getByRole('button', { name: 'Open menu' })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

let shots = 0
/**
 * With E2E_SHOTS_DIR set, each step ends with a full-page picture of where the member stands
 * (a person walking the journey looks at them; nothing compares them).
 */
async function step(page: Page, name: string, body: () => Promise<void>) {
  await test.step(name, async () => {
    await body()
    const dir = process.env.E2E_SHOTS_DIR
    if (!dir) return
    const file = `${String(++shots).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`
    await page.screenshot({ path: `${dir}/${file}`, fullPage: true })
  })
}

test('a newcomer signs up through a referral link and uses every money screen', async ({
  page,
}) => {
  // Every money screen in one journey, now with its confirmations: longer than one test's default.
  test.slow()
  const rootId = setting('E2E_ROOT_USER_ID')
  const person = newcomer('Nora')
  let userId = ''

  await step(page, 'signs up under the root member from the referral link', async () => {
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
    const since = Date.now()
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    userId = (await sessionOf(page)).userId
    // Issue item 1: the new id is shown (with copy) and mailed, since log-in asks for it.
    const welcome = page.getByRole('dialog', { name: 'Your user id' })
    await expect(welcome).toContainText(userId)
    await expect(welcome.getByRole('button', { name: /Copy/ })).toBeVisible()
    await welcome.getByRole('button', { name: 'Continue' }).click()
    expect(await mailFor(person.email, since, /your user id/)).toContain(userId)
  })

  await step(page, 'logs out and logs in with the new id in lower case', async () => {
    await logout(page)
    await expect(page.getByLabel('User ID')).toHaveAttribute('autocapitalize', 'characters')
    await page.getByLabel('User ID').fill(userId.toLowerCase())
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  await step(page, 'deposits 1000 test USDT to its own address on the local chain', async () => {
    await page.getByRole('link', { name: 'Deposit' }).first().click()
    await expect(page).toHaveURL(/\/wallet\/deposit$/)
    const address = page.getByTestId('deposit-address')
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    await expect(
      page.getByText('USDT on BNB Smart Chain (BEP-20) only', { exact: false }),
    ).toBeVisible()
    // The chain's first dev account sends it (as a member's wallet would); no operator approves.
    const sent = ops('send-usdt', userId, '1000')
    expect(sent).toContain(`at ${(await address.textContent()) ?? '?'}`)
    const trx = sent.match(/transaction (0x[0-9a-f]{64})/)?.[1] ?? ''
    // The claim form looks the hash up on the chain: pending, or already credited.
    await page.getByLabel('Date').fill('2026-11-22')
    await page.getByLabel(/^Amount/).fill('1000')
    await page.getByLabel('Transaction hash').fill(trx)
    await page.getByRole('button', { name: 'Submit deposit request' }).click()
    await expect(page.getByRole('alertdialog')).toContainText('Found on the chain: 1000.00 USDT')
    await closeDialog(page)
    // The arrivals card refreshes by itself; 3 blocks (a second each) and the watcher credit it.
    await expect(page.getByText('Credited', { exact: true })).toBeVisible()
    expect(balanceOf(userId, 'packageWallet')).toBe(1000)
    expect(ops('deposits', '--status', 'pending')).not.toContain(`userId=${userId}`)
  })

  await step(page, 'invests 500 from the package wallet', async () => {
    await page.goto('/investNow')
    await page.getByLabel('Plan').selectOption({ index: 1 })
    await page.getByLabel('Wallet').selectOption('package')
    await page.getByLabel(/^Amount/).fill('500')
    await page.getByRole('button', { name: 'Invest now' }).click()
    await closeDialog(page)
    expect(balanceOf(userId, 'packageWallet')).toBe(500)
    expect(balanceOf(userId, 'totalInvestment')).toBe(500)
  })

  // A second member under the newcomer: fills the team views and receives the transfer.
  const joined = Date.now()
  const second = await registerByApi(userId, newcomer('Sam'))

  await step(page, 'the bell counts the deposit credited and Sam in the team', async () => {
    await page.goto('/dashboard')
    const bell = page.getByRole('link', { name: /^Notifications, [1-9]\d* unread$/ })
    await bell.click()
    await expect(page).toHaveURL(/\/inbox$/)
    const list = page.getByRole('list', { name: 'Notifications, newest first' })
    const row = (title: string) => list.getByRole('listitem').filter({ hasText: title })
    await expect(row('New member in your team')).toContainText(`${second.userId} (Sam)`)
    await expect(row('Deposit credited')).toContainText('$1,000.00 in your package wallet')
    // Opening the inbox marked them seen: the bell's count is gone.
    await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
    expect(await mailFor(person.email, joined, /joined your team/)).toContain(second.userId)
  })

  await step(page, 'sets the transaction password (KYC)', async () => {
    await page.goto('/profile/walletAddress')
    await page.getByLabel('USDT address (BEP-20)').fill(`0x${'12'.repeat(20)}`)
    await page.getByLabel('Transaction password', { exact: true }).fill(TRANSACTION_PASSWORD)
    // Typed a second time once typed (a typo would lock the member's money calls).
    await page.getByLabel('Confirm transaction password').fill(TRANSACTION_PASSWORD)
    await page.getByRole('button', { name: 'Save' }).click()
    await closeDialog(page)
  })

  await step(page, 'transfers 100 to the second member, who receives 98', async () => {
    await page.goto('/wallet/fundTransfer')
    await page.getByRole('tab', { name: 'To User' }).click()
    await page.getByLabel('Recipient user ID').fill(second.userId)
    await page.getByLabel('From wallet').selectOption('packageWallet')
    await page.getByLabel(/^Amount/).fill('100')
    await page.getByRole('button', { name: 'Transfer', exact: true }).click()
    const prompt = page.getByRole('dialog', { name: 'Transaction password' })
    // Spec section 9: the amount after the 2% fee is shown before sending; issue item 5: and the
    // recipient's name, looked up before the password step.
    await expect(prompt).toContainText('98')
    await expect(prompt).toContainText('Sam')
    await expect(prompt).toContainText('fee $2.00')
    await prompt.getByLabel('Transaction password').fill(TRANSACTION_PASSWORD)
    await prompt.getByRole('button', { name: 'Send' }).click()
    await closeDialog(page)
    const seen = await api<{ data: { packageWallet: number } }>('/getUser', {}, second.token)
    expect(seen.data.packageWallet).toBe(98)
  })

  await step(page, 'redeems a bonus into the income wallet', async () => {
    // Earnings reach the income wallet over days; an operator's bonus gets it there today.
    await approvedBonus(userId, '50')
    await page.goto('/bonus')
    await page.getByRole('button', { name: 'Redeem' }).click()
    await closeDialog(page)
    expect(balanceOf(userId, 'wallet')).toBe(50)
  })

  await step(page, 'withdraws 20 with the OTP e-mailed to the newcomer', async () => {
    await page.goto('/wallet/withdrawal')
    // Issue item 3: $50 fits the $50 wallet but not with its 5% charge: refused before a code.
    await page.getByLabel(/^Amount/).fill('50')
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await expect(page.getByRole('form', { name: 'Withdrawal' })).toContainText(
      'The amount plus the withdrawal charge is more than your income wallet.',
    )
    await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeHidden()
    await page.getByLabel(/^Amount/).fill('20')
    await expect(page.getByRole('form', { name: 'Withdrawal' })).toContainText('$21.00')
    const since = Date.now()
    await page.getByRole('button', { name: 'Send OTP' }).click()
    const otp = await otpFor(person.email, since)
    const dialog = page.getByRole('dialog', { name: 'Enter OTP' })
    await expect(dialog).toContainText('$1.00')
    await expect(dialog).toContainText('$21.00')
    // Issue item 10: a wrong code keeps the dialog open with the tries left; resend counts down.
    await expect(dialog.getByRole('button', { name: /^Resend code in / })).toBeDisabled()
    await dialog.getByLabel('Digit 1 of 6').click()
    await page.keyboard.type(otp === '000000' ? '111111' : '000000')
    await dialog.getByRole('button', { name: 'Submit withdrawal' }).click()
    await expect(dialog).toContainText('Invalid OTP. 4 tries left.')
    // Over the wrong code, box by box: typing fast over filled boxes on a loaded machine could
    // leave one of the old digits behind (seen in CI: the last box kept the wrong code's 0).
    for (const [i, digit] of [...otp].entries()) {
      await dialog.getByLabel(`Digit ${i + 1} of 6`).fill(digit)
    }
    await expect(dialog.getByRole('group', { name: 'One-time password' })).toBeVisible()
    for (const [i, digit] of [...otp].entries()) {
      await expect(dialog.getByLabel(`Digit ${i + 1} of 6`)).toHaveValue(digit)
    }
    await dialog.getByRole('button', { name: 'Submit withdrawal' }).click()
    await closeDialog(page)
    // 20 plus the 5% charge left the income wallet. At or below the automatic amount it is
    // approved by itself and the local chain's hot wallet pays it: the history shows it on its
    // way (or paid), with the hash. The payer runs every few seconds and the local chain mines a
    // block a second; two minutes is a safety net for a loaded machine, not a goal.
    expect(balanceOf(userId, 'wallet')).toBe(29)
    await expect
      .poll(() => ops('withdrawals'), { timeout: 120_000, intervals: [1_000] })
      .toMatch(new RegExp(`userId=${userId} .*status=(sent|confirmed)  trx=0x[0-9a-f]{64}`))
    await page.reload()
    await expect(
      page.getByRole('region', { name: 'Withdrawal history' }).getByText(/^(On its way|Paid)$/),
    ).toBeVisible()
  })

  await step(page, 'sees the team and earning screens fill', async () => {
    await page.goto('/team/myReferral')
    await expect(page.getByText(second.userId)).toBeVisible()
    ops('accrue')
    await page.goto('/earning')
    await expect(page.getByRole('main')).toContainText(/\d/)
  })

  await step(page, "logs out: storage is cleared but the device's theme and language", async () => {
    await logout(page)
    expect(
      await page.evaluate(() => [
        ...Object.keys(sessionStorage),
        ...Object.keys(localStorage).filter((k) => k !== 'trellis.theme' && k !== 'trellis.locale'),
      ]),
    ).toEqual([])
  })
})
