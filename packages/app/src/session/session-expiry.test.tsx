// @vitest-environment jsdom
// Spec section 4: the session ends 30 minutes after its start and the member lands on /login
// with a message; logout clears storage and says nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ThemeProvider } from 'styled-components'
import { lightTheme } from '@trellis/ui'
import { DEVICE_STORAGE_KEYS, SESSION_MS, serverMessages } from '@trellis/contract'
import { memoryStorage, session } from '@trellis/api-client'
import { buildMember } from '@trellis/api-client/mocks'
import { RequireSession } from './RequireSession'
import { SessionEndingNotice, SessionEndNotice } from './SessionEndNotice'
import { THEME_STORAGE_KEY } from '../theme/use-color-scheme'

function renderApp() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route
            path="/dashboard"
            element={
              <RequireSession>
                <SessionEndingNotice />
                <p>Dashboard content</p>
              </RequireSession>
            }
          />
          <Route
            path="/login"
            element={
              <>
                <h1>Login page</h1>
                <SessionEndNotice />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  )
}

describe('session expiry', () => {
  let local: ReturnType<typeof memoryStorage>
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00Z') })
    local = memoryStorage()
    session.configure({ now: () => Date.now(), session: memoryStorage(), local })
    session.clearEndReason()
  })
  afterEach(() => {
    cleanup()
    session.end('logout')
    session.clearEndReason()
    vi.useRealTimers()
  })

  it('keeps the member in until 30 minutes have passed, then shows login with a message', () => {
    session.start(buildMember(), 'token-1')
    renderApp()
    expect(screen.getByText('Dashboard content')).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(SESSION_MS - 1000))
    expect(screen.getByText('Dashboard content')).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('Dashboard content')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(serverMessages.sessionExpired)
    expect(session.get()).toBeNull()
  })

  it('sends a visitor without a session to login without a message', () => {
    renderApp()
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  // Issue 26, point 8: the session ended mid-task with no word before it.
  it('says so a minute before the session ends, not before', () => {
    session.start(buildMember(), 'token-4')
    renderApp()
    act(() => vi.advanceTimersByTime(SESSION_MS - 61_000))
    expect(screen.queryByTestId('session-ending-notice')).toBeNull()
    act(() => vi.advanceTimersByTime(2_000))
    expect(screen.getByTestId('session-ending-notice')).toHaveTextContent(
      'Your session ends in a minute.',
    )
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument()
  })

  it('logout clears local storage and shows no expiry message', () => {
    session.start(buildMember(), 'token-2')
    local.setItem('trellis.notice', 'Hello')
    renderApp()
    act(() => session.end('logout'))
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
    expect(local.getItem('trellis.notice')).toBeNull()
  })

  it("logout keeps this device's light or dark and its language (issue 26, point 8)", () => {
    session.start(buildMember(), 'token-3')
    local.setItem('trellis.notice', 'Hello')
    local.setItem(THEME_STORAGE_KEY, 'dark')
    local.setItem(DEVICE_STORAGE_KEYS.locale, 'hi')
    renderApp()
    act(() => session.end('logout'))
    expect(local.getItem('trellis.notice')).toBeNull()
    expect(local.getItem('trellis.theme')).toBe('dark')
    expect(local.getItem('trellis.locale')).toBe('hi')
  })
})
