// @vitest-environment jsdom
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { SWRConfig } from 'swr'
import { http, HttpResponse } from 'msw'
import { IDEMPOTENCY_HEADER, messages, PAGE_SIZE } from '@trellis/contract'
import { ApiError } from '../errors'
import { session } from '../session'
import { startMockSession } from '../mocks'
import { setupMockServer, TEST_BASE } from '../testing/mock-server'
import { useAllWalletTrans, useCheckUser, useGetUser, useMyReferral } from './reads'
import { useInvestNow, useLogin, useTransferToSelf, useWithdrawalRequest } from './writes'

const { server, sent } = setupMockServer()
// No vitest globals here, so Testing Library cannot unmount by itself.
afterEach(cleanup)

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      {children}
    </SWRConfig>
  )
}

describe('read hooks', () => {
  it('useGetUser returns the member', async () => {
    startMockSession()
    const { result } = renderHook(() => useGetUser(), { wrapper })
    await waitFor(() => expect(result.current.data).toBeDefined())
    expect(result.current.data?.data.firstName).toBe('Asha')
  })

  it('pages hold 10 items and say whether more follow', async () => {
    startMockSession()
    const { result, rerender } = renderHook(({ page }) => useAllWalletTrans(page), {
      wrapper,
      initialProps: { page: 1 },
    })
    await waitFor(() => expect(result.current.data).toBeDefined())
    expect(result.current.data?.data).toHaveLength(PAGE_SIZE)
    expect(result.current.data?.hasMore).toBe(true)
    const total = result.current.data?.total ?? 0
    const lastPage = Math.ceil(total / PAGE_SIZE)
    rerender({ page: lastPage })
    await waitFor(() => expect(result.current.data?.page).toBe(lastPage))
    expect(result.current.data?.data).toHaveLength(total - (lastPage - 1) * PAGE_SIZE)
    expect(result.current.data?.hasMore).toBe(false)
  })

  it('useCheckUser waits for 7 characters', async () => {
    const { result, rerender } = renderHook(({ id }) => useCheckUser(id), {
      wrapper,
      initialProps: { id: 'BCH100' as string | null },
    })
    expect(result.current.isLoading).toBe(false)
    rerender({ id: null })
    expect(sent).toHaveLength(0)
    rerender({ id: 'BCH1000002' })
    await waitFor(() => expect(result.current.data?.status).toBe(true))
    expect(result.current.data?.user?.firstName).toBeTruthy()
    rerender({ id: 'NOPE9999' })
    await waitFor(() => expect(result.current.error?.message).toBe(messages.sponsorNotFound))
  })

  it('useMyReferral lists the direct referrals', async () => {
    startMockSession()
    const { result } = renderHook(() => useMyReferral(1), { wrapper })
    await waitFor(() => expect(result.current.data).toBeDefined())
    expect(result.current.data?.data.length).toBeGreaterThan(0)
    expect(result.current.data?.data.every((m) => m.sponcerId === 'BCH1000001')).toBe(true)
  })
})

describe('write hooks', () => {
  it('useLogin starts the session', async () => {
    const { result } = renderHook(() => useLogin(), { wrapper })
    await act(() => result.current.trigger({ userId: 'BCH1000001', password: 'Password@1' }))
    expect(session.get()?.user.firstName).toBe('Asha')
  })

  it('a money answer that carries the member replaces the cached member, without a refetch', async () => {
    startMockSession()
    const { result } = renderHook(() => ({ user: useGetUser(), invest: useInvestNow() }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.user.data).toBeDefined())
    const before = result.current.user.data?.data.wallet ?? 0
    await act(() =>
      result.current.invest.trigger({ wallet: 'invest', amount: 100, plan: 'growth' }),
    )
    await waitFor(() => expect(result.current.user.data?.data.wallet).toBe(before - 100))
    // The member came with the answer: getUser was read once, before the investment.
    expect(sent.filter((r) => r.path === '/api/getUser')).toHaveLength(1)
  })

  it('a failed withdrawal carries the current wallet into the cached member', async () => {
    startMockSession()
    server.use(
      http.post(
        `${TEST_BASE}/withdrawal-request`,
        () =>
          HttpResponse.json(
            { status: false, success: false, message: messages.insufficientBalance, wallet: 42.5 },
            { status: 400 },
          ),
        { once: true },
      ),
    )
    const { result } = renderHook(
      () => ({ user: useGetUser(), withdraw: useWithdrawalRequest() }),
      {
        wrapper,
      },
    )
    await waitFor(() => expect(result.current.user.data).toBeDefined())
    expect(result.current.user.data?.data.wallet).not.toBe(42.5)
    const error = await result.current.withdraw
      .trigger({ amount: 500, otp: '123456' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    await waitFor(() => expect(result.current.user.data?.data.wallet).toBe(42.5))
    expect(sent.filter((r) => r.path === '/api/getUser')).toHaveLength(1)
  })

  it('rejects with the spec message on a validation failure', async () => {
    startMockSession()
    const { result } = renderHook(() => useInvestNow(), { wrapper })
    const error = await result.current
      .trigger({ wallet: 'invest', amount: 150, plan: 'growth' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(messages.investMultiple)
  })

  it('a double tap sends once, with one idempotency key', async () => {
    startMockSession()
    const { result } = renderHook(() => useTransferToSelf(), { wrapper })
    let first!: Promise<unknown>
    let second!: Promise<unknown>
    await act(async () => {
      first = result.current.trigger({ amount: 25 })
      second = result.current.trigger({ amount: 25 })
      await Promise.all([first, second])
    })
    expect(second).toBe(first)
    const transfers = sent.filter((r) => r.path === '/api/transferToSelf')
    expect(transfers).toHaveLength(1)
    expect(transfers[0]?.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('reuses the key after a network failure and drops it after an answer', async () => {
    startMockSession()
    server.use(http.post(`${TEST_BASE}/transferToSelf`, () => HttpResponse.error(), { once: true }))
    const { result } = renderHook(() => ({ user: useGetUser(), move: useTransferToSelf() }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.user.data).toBeDefined())
    const before = result.current.user.data?.data.packageWallet ?? 0
    const failed = await result.current.move.trigger({ amount: 30 }).catch((e: unknown) => e)
    expect((failed as ApiError).status).toBe(0)
    await act(() => result.current.move.trigger({ amount: 30 }))
    await act(() => result.current.move.trigger({ amount: 30 }))
    const keys = sent
      .filter((r) => r.path === '/api/transferToSelf')
      .map((r) => r.headers.get(IDEMPOTENCY_HEADER))
    expect(keys).toHaveLength(3)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
    // Two transfers happened, not three: the retry was the same submission.
    await waitFor(() => expect(result.current.user.data?.data.packageWallet).toBe(before + 60))
  })
})
