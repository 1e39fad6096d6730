// Spec section 4: a session ends 30 minutes after it started, whatever the member is doing, and
// the app sends the member back to /login saying why.
import { serverMessages } from '@trellis/contract'
import { expect, setting, test } from './fixtures.ts'
import { newcomer, registerByApi } from './members.ts'

test('the session ends 30 minutes after login and the member is back on /login', async ({
  page,
}) => {
  const person = newcomer('Clock')
  const { userId } = await registerByApi(setting('E2E_ROOT_USER_ID'), person)

  // The browser's clock only: the server's token lifetime is not what is tested here.
  await page.clock.install()
  await page.goto('/login')
  await page.getByLabel('User ID').fill(userId)
  await page.getByLabel('Password', { exact: true }).fill(person.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.clock.fastForward('29:00')
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.clock.fastForward('01:01')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText(serverMessages.sessionExpired)).toBeVisible()

  // The session is gone, not hidden: a member route sends back to /login.
  await page.goto('/wallet')
  await expect(page).toHaveURL(/\/login$/)
})
