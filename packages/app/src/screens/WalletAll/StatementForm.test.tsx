// @vitest-environment jsdom
// The statement form sends the range and saves the CSV the server returns under its filename;
// a refused range shows the server's message. The real hook and fetcher send the call; an MSW
// handler plays the server (a module mock would not reach a StatementForm another test file of
// the same worker imported first: the unit project shares one module graph, isolate: false).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { http, HttpResponse } from 'msw'
import { calls, serverMessages } from '@trellis/contract'
import { lightTheme } from '@trellis/ui'
import { configureApi, memoryStorage, session } from '@trellis/api-client'
import { resetWorld, startMockSession } from '@trellis/api-client/mocks'
import { createMockServer } from '@trellis/api-client/mocks/node'
import { StatementForm } from './StatementForm'

const BASE = 'http://localhost/api'
const sentBodies: unknown[] = []
let answer: () => Response = () => HttpResponse.json({}, { status: 500 })
const server = createMockServer(
  http.post(`${BASE}${calls.statement.path}`, async ({ request }) => {
    sentBodies.push(await request.json())
    return answer()
  }),
)
beforeAll(() => {
  configureApi({ baseUrl: BASE })
  server.listen({ onUnhandledRequest: 'error' })
})
afterAll(() => server.close())

/** The text of a Blob (jsdom's Blob has no text()). */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no blob'))
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsText(blob)
  })
}

describe('statement form', () => {
  const saved: { name: string; blob: Blob }[] = []
  beforeEach(() => {
    session.configure({ session: memoryStorage(), local: memoryStorage() })
    startMockSession()
    sentBodies.length = 0
    saved.length = 0
    let current: Blob | undefined
    URL.createObjectURL = vi.fn((blob: Blob) => {
      current = blob
      return 'blob:statement'
    })
    URL.revokeObjectURL = vi.fn()
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (current) saved.push({ name: this.download, blob: current })
    })
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    session.end('logout')
    session.clearEndReason()
    resetWorld()
  })

  const renderForm = () =>
    render(
      <ThemeProvider theme={lightTheme}>
        <StatementForm />
      </ThemeProvider>,
    )

  it('sends the range and saves the CSV under the given filename', async () => {
    const csv = 'date,description\r\n2026-11-01T00:00:00.000Z,Deposit\r\n'
    answer = () => HttpResponse.json({ status: true, data: { filename: 'statement-x.csv', csv } })
    renderForm()
    const from = screen.getByLabelText('From')
    const to = screen.getByLabelText('To')
    await userEvent.clear(from)
    await userEvent.type(from, '2026-11-01')
    await userEvent.clear(to)
    await userEvent.type(to, '2026-11-20')
    await userEvent.click(screen.getByRole('button', { name: 'Download statement' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(sentBodies).toEqual([{ from: '2026-11-01', to: '2026-11-20' }])
    expect(saved[0]?.name).toBe('statement-x.csv')
    expect(await readBlob(saved[0]?.blob)).toBe(csv)
  })

  it("shows the server's message for a refused range", async () => {
    answer = () =>
      HttpResponse.json(
        { status: false, success: false, message: serverMessages.statementRange, field: 'to' },
        { status: 400 },
      )
    renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Download statement' }))
    expect(await screen.findByText(serverMessages.statementRange)).toBeInTheDocument()
    expect(saved).toHaveLength(0)
  })
})
