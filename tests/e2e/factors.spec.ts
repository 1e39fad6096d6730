// Issue 28 in Chromium against the real server: a member enrols the authenticator app, signs out
// and in with password + code; an older session of theirs is asked to step up before a transfer;
// they register a passkey (Chromium's virtual authenticator, user verification on) and sign in
// with it alone; then they end the other session and it is refused. WebAuthn needs a secure
// context and a host name, so the member's own tab uses http://localhost:PORT (the server's
// default WEBAUTHN_ORIGINS); the other device uses the 127.0.0.1 address.
import type { Page } from '@playwright/test'
import { approvedBonus, totp } from './checker.ts'
import { api, expect, setting, test } from './fixtures.ts'
import { PASSWORD, newcomer, registerByApi } from './members.ts'

const T_PASS = '432100'

const stepOf = (ms: number) => Math.floor(ms / 1000 / 30)

async function closeDialog(page: Page) {
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'OK' }).click()
}

async function passwordLogin(page: Page, userId: string) {
  await page.goto('/login')
  await page.getByLabel('User ID').fill(userId)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
}

async function logout(page: Page) {
  await page.goto('/profile/menu')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

test('second factor: app, step-up, passkey, sessions', async ({ browser }) => {
  const base = setting('E2E_BASE_URL')
  const local = base.replace('//127.0.0.1:', '//localhost:')
  const me = await registerByApi(setting('E2E_ROOT_USER_ID'), newcomer('Mfa'))
  const payee = await registerByApi(me.userId, newcomer('Payee'))
  // Funds and a transaction password, before any factor exists (so no step-up here).
  await approvedBonus(me.userId, '50')
  await api('/bonusRequest', {}, me.token, true)
  await api('/updateUser', { t_pass: T_PASS }, me.token)

  const other = await browser.newContext({ baseURL: base })
  const mine = await browser.newContext({ baseURL: local })
  try {
    const elsewhere = await other.newPage()
    await passwordLogin(elsewhere, me.userId)
    await expect(elsewhere).toHaveURL(/\/dashboard$/)

    const page = await mine.newPage()
    await passwordLogin(page, me.userId)
    await expect(page).toHaveURL(/\/dashboard$/)

    // Enrol: password, key (the QR code's), first code; the recovery codes are shown once.
    await page.goto('/profile/security')
    await page.getByRole('button', { name: 'Set up authenticator app' }).click()
    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible()
    const key = (await page.getByTestId('totp-key').textContent())?.trim() ?? ''
    expect(key).toMatch(/^[A-Z2-7]{32}$/)
    const enrolledAt = Date.now()
    await page.getByLabel('Code from the app').fill(totp(key, enrolledAt))
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(
      page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
    ).toHaveCount(10)
    await page.getByRole('button', { name: 'I have saved them' }).click()

    // Sign out, sign in: the password alone is not enough. The next step's code (the server takes
    // one step ahead) since the enrolment's code is used up.
    await logout(page)
    await passwordLogin(page, me.userId)
    await expect(page.getByLabel('Authenticator or recovery code')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    const signedInStep = stepOf(enrolledAt) + 1
    await page.getByLabel('Authenticator or recovery code').fill(totp(key, signedInStep * 30_000))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    // The other session never gave the factor: its transfer asks for it. Its code must be newer
    // than the one just used: wait for the clock to reach that step (at most 30 s; 90 s is the net).
    await expect
      .poll(() => stepOf(Date.now()), { timeout: 90_000 })
      .toBeGreaterThanOrEqual(signedInStep)
    await elsewhere.goto('/wallet/fundTransfer')
    await elsewhere.getByRole('tab', { name: 'To User' }).click()
    await elsewhere.getByLabel('Recipient user ID').fill(payee.userId)
    await elsewhere.getByLabel('From wallet').selectOption('wallet')
    await elsewhere.getByLabel(/^Amount/).fill('10')
    await elsewhere.getByRole('button', { name: 'Transfer', exact: true }).click()
    const pin = elsewhere.getByRole('dialog', { name: 'Transaction password' })
    await pin.getByLabel('Transaction password').fill(T_PASS)
    await pin.getByRole('button', { name: 'Send' }).click()
    const stepUp = elsewhere.getByRole('dialog', { name: "Confirm it's you" })
    await expect(stepUp).toBeVisible()
    await stepUp
      .getByLabel('Authenticator or recovery code')
      .fill(totp(key, (stepOf(Date.now()) + 1) * 30_000))
    await stepUp.getByRole('button', { name: 'Confirm' }).click()
    await closeDialog(elsewhere)
    const seen = await api<{ data: { wallet: number } }>('/getUser', {}, payee.token)
    expect(seen.data.wallet).toBe(9.8)

    // A passkey, with Chromium's virtual authenticator (a platform one with user verification).
    const cdp = await mine.newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    })
    await page.goto('/profile/security')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await page.getByLabel('Passkey name').fill('Test laptop')
    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create passkey' }).click()
    await expect(page.getByRole('alertdialog')).toContainText('Passkey added.')
    await closeDialog(page)
    await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Test laptop')

    await logout(page)
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    // End the other session; it is refused from then on.
    await page.goto('/profile/security')
    const sessions = page.getByRole('list', { name: 'Your sessions' })
    // This tab, the other device, and the sign-up's own session (made through the API above).
    await expect(sessions.getByRole('listitem')).toHaveCount(3)
    await expect(sessions).toContainText('This device')
    await page.getByRole('button', { name: 'End all other sessions' }).click()
    await closeDialog(page)
    await expect(sessions.getByRole('listitem')).toHaveCount(1)
    await elsewhere.goto('/wallet')
    await expect(elsewhere).toHaveURL(/\/login/)
    await expect(api('/getUser', {}, me.token)).rejects.toThrow(/answered 401/)
  } finally {
    await other.close()
    await mine.close()
  }
})
