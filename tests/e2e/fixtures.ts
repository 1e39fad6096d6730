// What the e2e specs share: the base URL of the server started by global-setup.ts, the mailbox of
// the local SMTP catcher, the operator's CLI, and direct API calls for members the story does not
// watch being created.
import { request as httpRequest } from 'node:http'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { test as base, expect, type Page } from '@playwright/test'
import { API_BASE, IDEMPOTENCY_HEADER } from '@trellis/contract'
import { watchCspViolations } from './csp-guard.ts'
import { readMailbox } from './support/mail-catcher.mjs'
import { repoRoot } from './support/trellis-server.mjs'

/** A variable the global setup must have set. */
export function setting(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests with \`pnpm test:e2e\``)
  return value
}

export const test = base.extend<{ cspViolations: string[] }>({
  // The server's port is only known after the global setup ran, so baseURL is a fixture.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(setting('E2E_BASE_URL'))
  },
  // Automatic: every test of every spec ends with no CSP violation on any of its pages. A test
  // that provokes violations on purpose reads and empties the array itself.
  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context)
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/**
 * How long a mail may take to reach the catcher: it arrives as the server's SMTP client delivers
 * it, which is seconds on a loaded 2-core machine beside the other steps. The wait ends when it is
 * there; a minute (half the test's 120 s) is the safety net for one that never comes.
 */
const MAIL_WAIT_MS = 60_000

/** The text of the newest mail to `email` since `since` whose subject matches. */
export async function mailFor(email: string, since: number, subject: RegExp): Promise<string> {
  let text: string | undefined
  await expect
    .poll(
      () => {
        text = readMailbox(setting('E2E_MAILBOX'))
          .filter((m) => m.receivedAt >= since && m.to.includes(email) && subject.test(m.subject))
          .at(-1)?.text
        return text
      },
      { message: `an e-mail "${String(subject)}" to ${email}`, timeout: MAIL_WAIT_MS },
    )
    .toBeDefined()
  return text as string
}

/**
 * Waits for a message with a code to `email` received after `since` and returns its 6-digit code
 * (the newest such message: a notice without a code, e.g. of a transfer received, may come after).
 */
export async function otpFor(email: string, since: number): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      () => {
        code = readMailbox(setting('E2E_MAILBOX'))
          .filter((m) => m.receivedAt >= since && m.to.includes(email))
          .map((m) => m.text.match(/\b(\d{6})\b/)?.[1])
          .filter((c) => c !== undefined)
          .at(-1)
        return code
      },
      { message: `an e-mail with a code to ${email}`, timeout: MAIL_WAIT_MS },
    )
    .toBeDefined()
  return code as string
}

/**
 * Runs the operator CLI against the test server; returns its output. `pnpm ops …` (the README's
 * command) goes through pnpm twice and scripts/trellis.mjs before it reaches
 * `tsx src/ops/cli.ts` in packages/server: 4.9 s of CPU a call against 0.8 s for the CLI itself
 * (cg), and the journey polls it. So the calls run the CLI as pnpm ends up running it, and
 * `{ asTyped: true }` (the console's first admin) goes through `pnpm ops` as an operator types it.
 */
export function ops(...words: (string | { asTyped: true })[]): string {
  const asTyped = words.some((w) => typeof w === 'object')
  const args = words.filter((w): w is string => typeof w === 'string')
  const serverDir = join(repoRoot, 'packages', 'server')
  const [cmd, cmdArgs, cwd] = asTyped
    ? ['pnpm', ['--silent', 'ops', ...args], repoRoot]
    : [join(serverDir, 'node_modules', '.bin', 'tsx'), ['src/ops/cli.ts', ...args], serverDir]
  const result = spawnSync(cmd, cmdArgs, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      TRELLIS_URL: setting('E2E_BASE_URL'),
      OPS_TOKEN: setting('E2E_OPS_TOKEN'),
    },
  })
  if (result.status !== 0) {
    throw new Error(`pnpm ops ${args.join(' ')} failed (${result.status}):\n${result.stderr}`)
  }
  return result.stdout
}

/**
 * One POST on a connection of its own (Connection: close). Node's fetch keeps connections alive
 * between calls; a call made just as the server closed an idle one (its keep-alive timeout, 72 s)
 * failed with "other side closed" in a loaded CI run, and a POST is not retried by the client.
 */
export function postOnce(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; text: string; setCookies: string[] }>((done, fail) => {
    const request = httpRequest(
      url,
      { method: 'POST', agent: false, headers: { ...headers, connection: 'close' } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            text,
            setCookies: response.headers['set-cookie'] ?? [],
          }),
        )
        response.on('error', fail)
      },
    )
    request.on('error', fail)
    request.end(body)
  })
}

/** Calls the API directly (for a second member the story does not watch). */
export async function api<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  token?: string,
  money = false,
): Promise<T> {
  const response = await postOnce(
    `${setting('E2E_BASE_URL')}${API_BASE}${path}`,
    {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(money ? { [IDEMPOTENCY_HEADER]: randomUUID() } : {}),
    },
    JSON.stringify(body ?? {}),
  )
  const answer = JSON.parse(response.text) as T
  if (response.status < 200 || response.status > 299)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`)
  return answer
}

/**
 * The api-client's SESSION_KEY. Not imported: @trellis/api-client pulls React and SWR into the
 * test runner; a rename there makes sessionOf fail loudly.
 */
const SESSION_KEY = 'trellis.session'

/** The member id and token the app saved in the tab's session after login or sign-up. */
export async function sessionOf(page: Page): Promise<{ userId: string; token: string }> {
  const raw = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)
  if (!raw) throw new Error('no session saved in sessionStorage')
  const data = JSON.parse(raw) as { user: { userId: string }; token: string }
  return { userId: data.user.userId, token: data.token }
}

/** The page's background brightness (0–255, the mean of its red, green and blue): dark under 80. */
export function bodyBrightness(page: Page): Promise<number> {
  return page.locator('body').evaluate((body) => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(body).backgroundColor.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map(Number)
    return (r + g + b) / 3
  })
}

/** Signs the root member in through the login form; the app lands on /dashboard. */
export async function signInAsRoot(page: Page): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('User ID').fill(setting('E2E_ROOT_USER_ID'))
  await page.getByLabel('Password', { exact: true }).fill(setting('E2E_ROOT_PASSWORD'))
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/**
 * Checks that the page's scripts, all but the boot (more than three of them), were asked for after
 * its first contentful paint was on screen.
 */
export async function expectScriptsAfterFirstPaint(page: Page): Promise<void> {
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name) && !/\/boot-/.test(e.name))
      .map((e) => ({ name: e.name, start: e.startTime })),
  }))
  expect(timing.scripts.length).toBeGreaterThan(3)
  expect(
    timing.scripts.filter((s) => s.start < timing.paint),
    `first paint at ${timing.paint} ms`,
  ).toEqual([])
}
