// Spec section 2: every member route renders against the real server, with the member's own
// data and no failure dialog; unknown paths go to /dashboard.
import { expect, setting, test } from './fixtures.ts'
import { specMemberPaths } from '@trellis/app/spec-routes'
import { newcomer, registerByApi } from './members.ts'

// Every member path without a parameter; /team/treeView/:id is visited with a real id below.
const memberRoutes = specMemberPaths.filter((path) => !path.includes(':'))

test('every member route renders with the member’s data', async ({ page }) => {
  const sponsor = newcomer('Sponsor')
  const { userId } = await registerByApi(setting('E2E_ROOT_USER_ID'), sponsor)
  const direct = await registerByApi(userId, newcomer('Direct'))

  await page.goto('/login')
  await page.getByLabel('User ID').fill(userId)
  await page.getByLabel('Password', { exact: true }).fill(sponsor.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  for (const path of [...memberRoutes, `/team/treeView/${direct.userId}`]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page, `${path} stays put`).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 }), `${path} has a title`).toBeVisible()
    await expect(page.getByRole('alertdialog'), `${path} shows no failure`).toHaveCount(0)
  }

  // Real data, not samples: the member's own id, and the direct referral in the team lists.
  await page.goto('/profile/my')
  await expect(page.getByText(userId).first()).toBeVisible()
  for (const path of ['/team/myReferral', '/team/downline']) {
    await page.goto(path)
    await expect(page.getByText(direct.userId).first(), path).toBeVisible()
  }

  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('without a session, member routes go to /login, and the sign-in comes back', async ({
  page,
}) => {
  const member = newcomer('Deep')
  const { userId } = await registerByApi(setting('E2E_ROOT_USER_ID'), member)
  await page.goto('/wallet/deposit')
  await expect(page).toHaveURL(/\/login$/)
  // Issue 26, point 8: the deep link's page, not the dashboard, once signed in.
  await page.getByLabel('User ID').fill(userId)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/wallet\/deposit$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
