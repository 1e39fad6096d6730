// @vitest-environment jsdom
// The language switch on the login page (issue 27): pressing हिन्दी loads the Hindi words and
// shows the page in them, sets <html lang>, and remembers the choice on the device (storage and
// the cookie the server reads to send the prerendered page in Hindi); English comes back word
// for word.
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NavigationProvider } from '../public/navigation'
import { LoginPage } from '../screens/Login/LoginPage'
import { AppTheme } from '../theme/ColorSchemeContext'
import { AppI18n } from './AppI18n'

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.cookie = 'trellis-locale=; max-age=0; path=/'
})

describe('the language switch', () => {
  it('shows the login page in Hindi, remembers it, and switches back to the English words', async () => {
    render(
      <AppI18n initial={{ locale: 'en', catalogue: {} }} scope="public">
        <AppTheme>
          <NavigationProvider value={{ navigate: () => undefined }}>
            <LoginPage />
          </NavigationProvider>
        </AppTheme>
      </AppI18n>,
    )
    expect(screen.getByRole('tab', { name: 'Login' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }))

    expect(await screen.findByRole('tab', { name: 'लॉग इन' })).toBeInTheDocument()
    expect(screen.getByLabelText('यूज़र आईडी')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true')
    expect(document.documentElement.lang).toBe('hi')
    expect(localStorage.getItem('trellis.locale')).toBe('hi')
    expect(document.cookie).toContain('trellis-locale=hi')

    fireEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
  })
})
