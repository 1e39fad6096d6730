// Routes /, /login and /login/:id: Login and Sign-up tabs. A referral link (/login/:id) opens
// Sign-up with the sponsor filled in. A member with a running session goes to the dashboard.
// No react-router here: the page is also hydrated on its own, before the router has loaded
// (public.tsx); navigation comes from the NavigationProvider around it.
import { lazy, Suspense, useEffect, useState } from 'react'
import styled from 'styled-components'
import { useSession, useSessionEndReason } from '@trellis/api-client'
import { Card, Logo, Tabs } from '@trellis/ui'
import { PublicPage } from '../../components/PublicPage'
import { useAppNavigation } from '../../public/navigation'
import { LanguageSwitcher } from '../../i18n/LanguageSwitcher'
import { LoginForm } from './LoginForm'
import { useLoginT } from './messages'

// Why the member is back here (a session that ended by itself) is rare: its notice loads when
// there is one, not with every first visit (the login page's size budget).
const SessionEndNotice = lazy(async () => ({
  default: (await import('../../session/SessionEndNotice')).SessionEndNotice,
}))

// Sign-up (formik, yup and the contract's schemas) loads with its tab, not with the login form.
const SignupForm = lazy(async () => ({ default: (await import('./SignupForm')).SignupForm }))

/** Holds the sign-up tab's place while its code arrives. */
function SignupLoading() {
  const t = useLoginT()
  return <Loading role="status">{t('loadingSignup')}</Loading>
}

const Loading = styled.p`
  margin: 0;
  min-height: 480px;
`

/** The login and sign-up screen. */
export function LoginPage() {
  const { referralId: id, navigate, afterSignIn } = useAppNavigation()
  const current = useSession()
  const endReason = useSessionEndReason()
  const [tab, setTab] = useState<'login' | 'signup'>(id ? 'signup' : 'login')
  const t = useLoginT()

  // A running session goes to the dashboard, or back to the page it was sent away from (after the
  // first render, which hydration needs to be the page the server sent: the server never knows
  // the session).
  useEffect(() => {
    if (current) navigate(afterSignIn, { replace: true })
  }, [current, navigate, afterSignIn])

  if (current) return null

  return (
    <PublicPage title={t('pageTitle')} heading={<Logo size={40} />}>
      {endReason !== null && (
        <Suspense fallback={null}>
          <SessionEndNotice />
        </Suspense>
      )}
      <Card>
        <Tabs
          label={t('tabsLabel')}
          isFitted
          value={tab}
          onChange={(next) => setTab(next === 'signup' ? 'signup' : 'login')}
          tabs={[
            { id: 'login', label: t('tabLogin'), content: <LoginForm /> },
            {
              id: 'signup',
              label: t('tabSignup'),
              content: (
                <Suspense fallback={<SignupLoading />}>
                  <SignupForm sponsorId={id ?? ''} />
                </Suspense>
              ),
            },
          ]}
        />
      </Card>
      <LanguageSwitcher />
    </PublicPage>
  )
}
