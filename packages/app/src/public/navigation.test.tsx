// @vitest-environment jsdom
// The public pages' navigation: the referral id of the path, and links that navigate in place on a
// plain click but leave new-tab clicks to the browser.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { AppLink, NavigationProvider, referralIdOf, returnPath } from './navigation'

afterEach(cleanup)

describe('referralIdOf', () => {
  it.each([
    ['/login/BCH0000001', 'BCH0000001'],
    ['/login/BCH0000001/', 'BCH0000001'],
    ['/login/a%20b', 'a b'],
    ['/login/%E0%A4%A', '%E0%A4%A'],
    ['/login', undefined],
    ['/', undefined],
    ['/login/a/b', undefined],
    ['/dashboard', undefined],
  ])('%s → %s', (path, id) => {
    expect(referralIdOf(path)).toBe(id)
  })
})

describe('returnPath', () => {
  it.each([
    [{ from: '/wallet/deposit' }, '/wallet/deposit'],
    [{ from: '/wallet/all?page=2' }, '/wallet/all?page=2'],
    [{ from: '//evil.example/x' }, undefined],
    [{ from: '/\\evil.example' }, undefined],
    [{ from: 'https://evil.example/' }, undefined],
    [{ from: 'javascript:alert(1)' }, undefined],
    [{ from: '/wallet\nx' }, undefined],
    [{ from: '/login' }, undefined],
    [{ from: '/login/BCH0000001' }, undefined],
    [{ from: '/' }, undefined],
    [{ from: `/${'a'.repeat(600)}` }, undefined],
    [{ from: 42 }, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j → %s', (state, path) => {
    expect(returnPath(state)).toBe(path)
  })
})

describe('AppLink', () => {
  function renderLink() {
    const navigate = vi.fn()
    render(
      <NavigationProvider value={{ navigate }}>
        <AppLink to="/forgot-password">Forgot password?</AppLink>
      </NavigationProvider>,
    )
    return { navigate, link: screen.getByRole('link', { name: 'Forgot password?' }) }
  }

  it('has a real href and navigates in place on a plain click', () => {
    const { navigate, link } = renderLink()
    expect(link.getAttribute('href')).toBe('/forgot-password')
    expect(fireEvent.click(link)).toBe(false) // default prevented
    expect(navigate).toHaveBeenCalledWith('/forgot-password')
  })

  it('leaves a modified or middle click to the browser', () => {
    const { navigate, link } = renderLink()
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(link, { button: 1 })).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })
})
