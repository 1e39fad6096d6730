// Issue 25 in Chromium against the real server: the first admin, made by the CLI, sets a password
// from the mailed link, enrols the authenticator app (QR key, first code, recovery codes once) and
// invites a finance operator from the console, who does the same in a second browser. Finance
// proposes a bonus and a credit that the admin (a different operator) approves, and the money
// moves once; a large withdrawal gets its two approvals from the two of them (not twice from one);
// the admin looks the member up and ends their sessions. Each action is in the audit log with its
// operator, and sign-out ends the console's session. A bonus proposed by the command line (its
// maker is `automation`) moves nothing until the admin approves it in the console; the audit log
// is narrowed to today's days. A member's mistake on the chain: USDT paid to the network's hot
// wallet instead of their own address, claimed with its hash, approved by finance in the deposits
// queue once final (src/domain/claims-to-network.ts).
import { randomBytes } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { API_BASE, calls } from '@trellis/contract'
import { OPERATOR_PASSWORD, rememberChecker, totp } from './checker.ts'
import { watchCspViolations } from './csp-guard.ts'
import { api, expect, mailFor, ops, otpFor, postOnce, setting, test } from './fixtures.ts'
import { newcomer, registerByApi } from './members.ts'

/** The set-password token of the newest operator mail to `email` since `since`. */
async function setPasswordToken(email: string, since: number): Promise<string> {
  const text = await mailFor(email, since, /operator account/i)
  const token = text.match(/\/ops\/set-password#([\w-]+)/)?.[1]
  if (!token) throw new Error(`no set-password link in the mail to ${email}:\n${text}`)
  return token
}

/**
 * From the mailed link to the dashboard: password, sign-in, enrolment, recovery codes. Answers
 * the authenticator's key.
 */
async function firstSignIn(page: Page, email: string, token: string): Promise<string> {
  await page.goto(`/ops/set-password#${token}`)
  await page.getByLabel('New password').fill(OPERATOR_PASSWORD)
  await page.getByLabel('The same again').fill(OPERATOR_PASSWORD)
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page).toHaveURL(/\/ops\/sign-in$/)
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible()
  const key = (await page.getByTestId('totp-key').textContent())?.trim() ?? ''
  await page.getByLabel('Code', { exact: true }).fill(totp(key, Date.now()))
  await page.getByRole('button', { name: 'Confirm and sign in' }).click()
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10)
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page).toHaveURL(/\/ops\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  return key
}

/** A second operator's own browser (own cookies), watched for CSP violations like the first. */
async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const violations = await watchCspViolations(context)
  return { page: await context.newPage(), violations, close: () => context.close() }
}

/** Opens a section of the console from its side navigation. */
async function section(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

/** Confirms the open confirmation dialog (typing `text` first when given) and closes the answer. */
async function confirm(page: Page, label: string, text?: string) {
  const dialog = page.getByRole('alertdialog')
  if (text !== undefined) await dialog.getByRole('textbox').fill(text)
  await dialog.getByRole('button', { name: label }).click()
  // The answer comes in a dialog of its own once the confirmation has closed.
  await page.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
}

test('operators run the console: sign-in with the app, a claim approved, a bonus checked by another, a large withdrawal approved by two, a member’s sessions, the audit log', async ({
  browser,
  baseURL,
  page,
}) => {
  if (!baseURL) throw new Error('no baseURL')
  // The console is desktop-first: its side navigation shows from 1280 px.
  await page.setViewportSize({ width: 1280, height: 900 })
  const tag = randomBytes(3).toString('hex')
  const adminEmail = `admin.${tag}@example.test`
  const financeEmail = `finance.${tag}@example.test`

  // The first admin comes from the command line; the link comes by mail, never printed.
  const since = Date.now()
  const printed = ops('operator', 'add', adminEmail, '--role', 'admin', { asTyped: true })
  const adminToken = await setPasswordToken(adminEmail, since)
  expect(printed).not.toContain(adminToken)
  const admin = page
  // The other specs' bonuses (proposed by the command line) are checked by this admin.
  rememberChecker(adminEmail, await firstSignIn(admin, adminEmail, adminToken))

  // The admin invites finance from the console.
  await section(admin, 'Operators')
  const invited = Date.now()
  await admin.getByLabel('E-mail').fill(financeEmail)
  await admin.getByLabel('Role', { exact: true }).selectOption('finance')
  await admin.getByRole('button', { name: 'Add' }).click()
  await expect(admin.getByRole('status')).toContainText(`Invited ${financeEmail} as finance`)
  const second = await secondBrowser(browser, baseURL)
  const finance = second.page
  await firstSignIn(finance, financeEmail, await setPasswordToken(financeEmail, invited))

  // A member the operators look after (signed up through the API).
  const person = newcomer('Member')
  const member = await registerByApi(setting('E2E_ROOT_USER_ID'), person)

  // The member paid the hot wallet by mistake (the local chain's "exchange" account sends it) and
  // claims it with its hash: it waits in the deposits queue with the chain's sender.
  const packageWallet = async () =>
    (await api<{ data: { packageWallet: number } }>(calls.getUser.path, {}, member.token)).data
      .packageWallet
  const mistake = ops('send-usdt', member.userId, '30', '--to', 'hot-wallet')
  const trx = mistake.match(/transaction (0x[0-9a-f]{64})/)?.[1]
  if (!trx) throw new Error(`no transaction in: ${mistake}`)
  const filed = await api<{ message: string }>(
    calls.depositRequest.path,
    { rDate: new Date().toISOString().slice(0, 10), pType: 6, amount: 30, trx },
    member.token,
    true,
  )
  expect(filed.message).toContain("paid to the network's own wallet")
  // Final before the approval (it reads the chain again and refuses a shallow one): a later
  // transfer to the member's own address credited by the watcher means the earlier one is final.
  ops('send-usdt', member.userId, '1')
  await expect.poll(packageWallet, { timeout: 60_000 }).toBe(1)
  await section(finance, 'Deposits')
  await finance.getByLabel('Member id').fill(member.userId)
  await expect(finance.getByText('Paid to the hot wallet by mistake')).toBeVisible()
  await finance
    .getByRole('button', { name: `Approve deposit of $30.00 by ${member.userId}` })
    .click()
  await confirm(finance, 'Approve')
  expect(await packageWallet()).toBe(31)

  // Finance proposes a bonus: not theirs to approve; the admin approves it.
  await section(finance, 'Bonuses and adjustments')
  await finance.getByLabel('Member id').first().fill(member.userId)
  await finance.getByLabel('Amount').fill('25')
  await finance.getByLabel('Reason').fill('Welcome bonus (e2e)')
  await finance.getByRole('button', { name: 'Propose' }).click()
  await expect(finance.getByRole('status')).toContainText('Another operator approves it')
  const own = finance.getByRole('button', { name: `Approve bonus of $25.00 for ${member.userId}` })
  await expect(own).toBeDisabled()
  await section(admin, 'Bonuses and adjustments')
  await admin.getByRole('button', { name: `Approve bonus of $25.00 for ${member.userId}` }).click()
  await confirm(admin, 'Approve')
  const bonusWallet = async () =>
    (await api<{ data: { bonusWallet: number } }>(calls.getUser.path, {}, member.token)).data
      .bonusWallet
  expect(await bonusWallet()).toBe(25)

  // The command line only proposes (its maker is `automation`): nothing moves until a named
  // operator approves it here.
  const proposed = ops('bonus', member.userId, '7', '--reason', 'Launch promo (e2e, command line)')
  expect(proposed).toMatch(/proposed \(proposal \d+\)/)
  expect(await bonusWallet()).toBe(25)
  await admin.reload()
  const cliRow = admin.getByRole('row').filter({ hasText: 'Launch promo (e2e, command line)' })
  await expect(cliRow).toContainText('automation')
  await admin.getByRole('button', { name: `Approve bonus of $7.00 for ${member.userId}` }).click()
  await confirm(admin, 'Approve')
  expect(await bonusWallet()).toBe(32)

  // A large withdrawal needs two different operators. The member's income wallet gets the money
  // by an adjustment (finance proposes a credit, the admin approves), then the member asks for
  // $1,100 (over the default $1,000 of one approval) with the e-mailed code.
  await section(finance, 'Bonuses and adjustments')
  await finance.getByLabel('Kind').selectOption('credit')
  await finance.getByLabel('Wallet').selectOption('wallet')
  await finance.getByLabel('Member id').first().fill(member.userId)
  await finance.getByLabel('Amount').fill('1200')
  await finance.getByLabel('Reason').fill('Payout test funds (e2e)')
  await finance.getByRole('button', { name: 'Propose' }).click()
  await expect(finance.getByRole('status')).toContainText('Another operator approves it')
  await admin.reload()
  await admin
    .getByRole('button', { name: `Approve credit of $1,200.00 for ${member.userId}` })
    .click()
  await confirm(admin, 'Approve')
  await api(
    calls.updateUser.path,
    { usdtAddress: `0x${'12'.repeat(20)}`, t_pass: 'Tpass#2026' },
    member.token,
  )
  const codeSent = Date.now()
  await api(calls.sendMail.path, { amount: 1100 }, member.token)
  const otp = await otpFor(person.email, codeSent)
  await api(calls.withdrawalRequest.path, { amount: 1100, otp }, member.token, true)
  await section(finance, 'Withdrawals')
  await finance.getByLabel('Member id').fill(member.userId)
  await finance
    .getByRole('button', { name: `Approve withdrawal of $1,100.00 by ${member.userId}` })
    .click()
  await confirm(finance, 'Approve')
  await expect(finance.getByText('1 of 2 approvals')).toBeVisible()
  await expect(
    finance.getByRole('button', { name: `Approve withdrawal of $1,100.00 by ${member.userId}` }),
  ).toBeDisabled()
  await section(admin, 'Withdrawals')
  await admin.getByLabel('Member id').fill(member.userId)
  await admin
    .getByRole('button', { name: `Approve withdrawal of $1,100.00 by ${member.userId}` })
    .click()
  await confirm(admin, 'Approve')
  await admin.getByLabel('Status').selectOption('')
  const row = admin.getByRole('row').filter({ hasText: '$1,100.00' })
  await expect(row).toContainText(financeEmail)
  await expect(row).toContainText(adminEmail)
  await expect(row).not.toContainText('pending')

  // The admin finds the member and ends their sessions: the member's token stops working.
  await section(admin, 'Members')
  await admin.getByLabel('Id, e-mail, phone or name').fill(person.email)
  await admin.getByRole('button', { name: 'Search' }).click()
  await admin.getByRole('link', { name: member.userId }).click()
  await admin.getByRole('button', { name: 'End sessions' }).click()
  await confirm(admin, 'End sessions', 'Asked by the member (e2e)')
  const after = await postOnce(
    `${baseURL}${API_BASE}${calls.getUser.path}`,
    { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    '{}',
  )
  expect(after.status).toBe(401)

  // Each action is in the audit log with its operator.
  await section(admin, 'Audit log')
  const rows = admin.getByRole('table', { name: 'Audit entries' }).getByRole('row')
  for (const [action, who] of [
    ['deposit.approve', financeEmail],
    ['proposal.create', financeEmail],
    ['proposal.create', 'automation (command line)'],
    ['proposal.approve', adminEmail],
    ['withdrawal.approve', financeEmail],
    ['withdrawal.approve', adminEmail],
    ['member.end-sessions', adminEmail],
    ['operator.add', adminEmail],
  ] as const) {
    await expect(rows.filter({ hasText: action }).filter({ hasText: who }).first()).toBeVisible()
  }
  // Days: none from tomorrow on; today's again for today, and the CSV link carries the days.
  const today = new Date().toISOString().slice(0, 10)
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
  await admin.getByLabel('From', { exact: true }).fill(tomorrow)
  await expect(admin.getByText('No entry matches.').first()).toBeVisible()
  await admin.getByLabel('From', { exact: true }).fill(today)
  await admin.getByLabel('To', { exact: true }).fill(today)
  await expect(
    rows.filter({ hasText: 'proposal.approve' }).filter({ hasText: adminEmail }).first(),
  ).toBeVisible()
  await expect(admin.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    new RegExp(`from=${today}&to=${today}`),
  )

  // Sign-out ends the session: the console asks for a sign-in again.
  await finance.getByRole('button', { name: 'Logout' }).click()
  await expect(finance).toHaveURL(/\/ops\/sign-in$/)
  await finance.goto('/ops/dashboard')
  await expect(finance).toHaveURL(/\/ops\/sign-in$/)
  expect(second.violations, 'Content-Security-Policy violations (second browser)').toEqual([])
  await second.close()
})
