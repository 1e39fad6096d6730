// @vitest-environment jsdom
// The operator console (issue 25) in the app's real routes, answered by the console's static
// fixtures: what a role may not do is not offered, the maker of a proposal (or the first approver
// of a large withdrawal) cannot approve it, the CSV link carries the filters, and the sign-in
// walks password → code (or enrolment → recovery codes) → the console.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { configureApi } from '@trellis/api-client'
import { consoleFixtures, consoleHandlers } from '@trellis/api-client/mocks'
import { opsMessages, type OpsRole } from '@trellis/contract'
import { AppI18n } from '../i18n/AppI18n'
import { routes } from '../routes'
import { renderAt } from '../testing/render-at'
import { AppTheme } from '../theme/ColorSchemeContext'

const server = setupServer()
const sent: { method: string; url: string; body: string }[] = []
server.events.on('request:start', ({ request }) => {
  const copy = request.clone()
  void copy.text().then((body) => sent.push({ method: request.method, url: request.url, body }))
})

/** The console at `path`, signed in as an operator of `role` (null: nobody signed in). */
function consoleAt(path: string, role: OpsRole | null) {
  server.use(...consoleHandlers({ role }))
  return renderAt(path)
}

// Lazy screens in jsdom on a loaded 2-core machine: the first render of a route's module can take
// seconds (33 s for a test beside two CPU hogs and three other steps); each wait and test has the
// unit project's safety nets (tests/setup/unit.ts, vitest.config.ts).
describe('operator console', () => {
  beforeAll(() => {
    configureApi({ baseUrl: 'http://localhost/api' })
    server.listen({ onUnhandledRequest: 'error' })
  })
  afterEach(() => {
    server.resetHandlers()
    sent.length = 0
  })
  afterAll(() => server.close())

  it('sends a visitor without an operator session to the sign-in', async () => {
    const router = consoleAt('/ops/deposits', null)
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/sign-in'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Trellis console' })).toBeVisible()
  })

  it('offers support only the sections and member actions its role may use', async () => {
    consoleAt(`/ops/members/${consoleFixtures.memberView.member.userId}`, 'support')
    await screen.findByRole('button', { name: 'End sessions' })
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Start password reset' })).toBeVisible()
    // Factor recovery is the admin's.
    expect(screen.queryByRole('button', { name: 'Start factor recovery' })).toBeNull()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Members' })).toBeVisible()
    for (const hidden of [
      'Deposits',
      'Withdrawals',
      'Bonuses and adjustments',
      'Audit log',
      'Operators',
    ])
      expect(within(nav).queryByRole('link', { name: hidden })).toBeNull()
  })

  it('shows finance the member but none of support’s actions on it', async () => {
    consoleAt(`/ops/members/${consoleFixtures.memberView.member.userId}`, 'finance')
    await screen.findByRole('heading', { level: 2, name: 'Sessions' })
    await screen.findByText('Chrome on Android', { exact: false })
    // Finance's navigation shows `me` has answered, so a missing button is the role's doing.
    await screen.findByRole('link', { name: 'Deposits' })
    expect(screen.queryByRole('button', { name: 'End sessions' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Start password reset' })).toBeNull()
  })

  it('ends a member’s sessions with a reason, through the member’s end-sessions call', async () => {
    const user = userEvent.setup()
    const userId = consoleFixtures.memberView.member.userId
    consoleAt(`/ops/members/${userId}`, 'support')
    await user.click(await screen.findByRole('button', { name: 'End sessions' }))
    const dialog = await screen.findByRole('alertdialog', {})
    await user.type(within(dialog).getByLabelText(/Reason/), 'Lost phone')
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }))
    expect(await screen.findByText("The member's sessions have ended.", {})).toBeVisible()
    const call = sent.find((r) => r.url.endsWith(`/api/ops/members/${userId}/end-sessions`))
    expect(call?.method).toBe('POST')
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ reason: 'Lost phone' })
  })

  it('resends a member’s last deposit notice (support), and finance is not offered it', async () => {
    const user = userEvent.setup()
    const userId = consoleFixtures.memberView.member.userId
    consoleAt(`/ops/members/${userId}`, 'support')
    await user.click(await screen.findByRole('button', { name: 'Resend “Deposit credited”' }))
    const dialog = await screen.findByRole('alertdialog', {})
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }))
    expect(await screen.findByText(opsMessages.mailResent, {})).toBeVisible()
    const call = sent.find((r) => r.url.endsWith(`/api/ops/members/${userId}/resend-mail`))
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ mail: 'deposit-credited' })
    cleanup()
    consoleAt(`/ops/members/${userId}`, 'finance')
    await screen.findByRole('heading', { level: 2, name: 'Balances' })
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull()
  })

  it('does not let the maker approve their own proposal, and says why', async () => {
    consoleAt('/ops/proposals', 'finance')
    const own = await screen.findByRole('button', { name: /^Approve credit of \$18\.40/ })
    expect(own).toBeDisabled()
    expect(screen.getByText('You proposed this: another operator approves it.')).toBeVisible()
    // Another operator's proposal is this operator's to approve.
    expect(screen.getByRole('button', { name: /^Approve bonus of \$50\.00/ })).toBeEnabled()
  })

  it('asks a second operator for a large withdrawal and shows who approved first', async () => {
    consoleAt('/ops/withdrawals', 'finance')
    // wd-2: approved once by another operator, this one may give the second approval.
    expect(
      await screen.findByRole('button', { name: /^Approve withdrawal of \$8,000\.00/ }),
    ).toBeEnabled()
    expect(screen.getAllByText(/fiona@trellis\.example/).length).toBeGreaterThan(0)
    expect(screen.getAllByText('1 of 2 approvals').length).toBe(2)
    // wd-3: this operator gave the first approval, so not the second.
    expect(
      screen.getByRole('button', { name: /^Approve withdrawal of \$5,500\.00/ }),
    ).toBeDisabled()
    expect(screen.getByText('You approved this: a second operator approves it.')).toBeVisible()
  })

  it('offers the admin the decisions finance has (admin may make every call)', async () => {
    // No role may read a queue without deciding it, so the role-limited cases are the sections
    // and member actions above; here the other side of the table: admin, on every call's list of
    // roles, is offered the decisions as finance is.
    consoleAt('/ops/deposits', 'admin')
    expect((await screen.findAllByRole('button', { name: /^Approve deposit of/ })).length).toBe(3)
  })

  it('links the audit log’s CSV with the filters typed', async () => {
    const user = userEvent.setup()
    consoleAt('/ops/audit', 'admin')
    const link = await screen.findByRole('link', { name: 'Download CSV' })
    expect(link).toHaveAttribute('href', 'http://localhost/api/ops/audit.csv')
    await user.type(screen.getByLabelText(/What \(action/), 'deposit.')
    expect(link).toHaveAttribute('href', 'http://localhost/api/ops/audit.csv?action=deposit.')
    expect(link).toHaveAttribute('download', 'trellis-audit.csv')
  })

  it('filters the audit log by days, and its CSV carries them', async () => {
    const user = userEvent.setup()
    consoleAt('/ops/audit', 'admin')
    const link = await screen.findByRole('link', { name: 'Download CSV' })
    // jsdom's date input takes the typed day whole.
    await user.type(screen.getByLabelText('From'), '2026-11-20')
    await user.type(screen.getByLabelText('To'), '2026-11-24')
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost')
    expect(href.pathname).toBe('/api/ops/audit.csv')
    expect(Object.fromEntries(href.searchParams)).toEqual({ from: '2026-11-20', to: '2026-11-24' })
    await waitFor(() => {
      const read = sent.filter((r) => r.url.includes('/api/ops/audit?')).at(-1)
      expect(read?.url).toMatch(/from=2026-11-20&to=2026-11-24/)
    })
  })

  it('filters the deposits and withdrawals queues by days', async () => {
    const user = userEvent.setup()
    for (const [path, heading] of [
      ['/ops/deposits', 'Deposits'],
      ['/ops/withdrawals', 'Withdrawals'],
    ] as const) {
      consoleAt(path, 'finance')
      await screen.findByRole('heading', { level: 1, name: heading })
      await user.type(screen.getByLabelText('From'), '2026-11-01')
      await user.type(screen.getByLabelText('To'), '2026-11-02')
      await waitFor(() => {
        const read = sent.filter((r) => r.url.includes(`/api${path}?`)).at(-1)
        expect(read?.url).toMatch(/from=2026-11-01&to=2026-11-02/)
      })
      cleanup()
    }
  })

  it('links the daily report’s CSV for the days shown', async () => {
    consoleAt('/ops/reports', 'finance')
    const link = await screen.findByRole('link', { name: 'Download CSV' })
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost')
    expect(href.pathname).toBe('/api/ops/reports/daily.csv')
    expect(href.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(href.searchParams.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('switches the sign-in page to Hindi with the console’s own words, and back', async () => {
    const user = userEvent.setup()
    server.use(...consoleHandlers({ role: null }))
    const router = createMemoryRouter(routes, { initialEntries: ['/ops/sign-in'] })
    render(
      <AppI18n initial={{ locale: 'en', catalogue: {} }}>
        <AppTheme>
          <RouterProvider router={router} />
        </AppTheme>
      </AppI18n>,
    )
    await user.click(await screen.findByRole('button', { name: 'हिन्दी' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Trellis कंसोल' })).toBeVisible()
    expect(screen.getByLabelText('पासवर्ड')).toBeVisible()
    expect(screen.getByRole('button', { name: 'आगे बढ़ें' })).toBeVisible()
    expect(document.documentElement.lang).toBe('hi')
    expect(document.cookie).toContain('trellis-locale=hi')
    await user.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Trellis console' })).toBeVisible()
    expect(screen.getByLabelText('Password')).toBeVisible()
    localStorage.clear()
    document.cookie = 'trellis-locale=; max-age=0; path=/'
  })

  it('signs in with the password, then the code, and opens the dashboard', async () => {
    const user = userEvent.setup()
    const router = consoleAt('/ops/sign-in', null)
    // The code step sets the cookie: from then on `me` answers.
    server.use(
      http.post('*/api/ops/session/code', () => {
        server.use(...consoleHandlers({ role: 'finance' }))
        return HttpResponse.json({
          status: true,
          data: { me: consoleFixtures.me.finance, recoveryCodes: null },
        })
      }),
    )
    await user.type(await screen.findByLabelText('E-mail', {}), 'fin@trellis.example')
    await user.type(screen.getByLabelText('Password'), 'correct horse battery')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.type(await screen.findByLabelText('Code', {}), '123456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/dashboard'))
    expect(await screen.findByText('Deposit claims', {})).toBeVisible()
    const steps = sent.map((r) => new URL(r.url).pathname)
    expect(steps).toContain('/api/ops/session/sign-in')
    expect(steps).toContain('/api/ops/session/code')
  })

  it('enrols the app on the first sign-in and shows the recovery codes once', async () => {
    const user = userEvent.setup()
    const router = consoleAt('/ops/sign-in', null)
    server.use(
      http.post('*/api/ops/session/sign-in', () =>
        HttpResponse.json({
          status: true,
          data: { step: 'enrol', challenge: 'c-1', enrolment: consoleFixtures.enrolment },
        }),
      ),
      http.post('*/api/ops/session/code', () => {
        server.use(...consoleHandlers({ role: 'admin' }))
        return HttpResponse.json({
          status: true,
          data: { me: consoleFixtures.me.admin, recoveryCodes: consoleFixtures.recoveryCodes },
        })
      }),
    )
    await user.type(await screen.findByLabelText('E-mail', {}), 'ada@trellis.example')
    await user.type(screen.getByLabelText('Password'), 'correct horse battery')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByRole('img', { name: 'QR code of your authenticator key' }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('totp-key')).toHaveTextContent(consoleFixtures.enrolment.secret)
    await user.type(screen.getByLabelText('Code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }))
    const list = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    // Still on the sign-in until the operator says the codes are saved.
    expect(router.state.location.pathname).toBe('/ops/sign-in')
    await user.click(screen.getByRole('button', { name: 'I have saved them' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/dashboard'))
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull()
  })
})
