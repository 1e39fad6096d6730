// The operator's console at /ops (issue 25): its own route tree, loaded by the app's one lazy /ops
// route, each screen a lazy module of its own. Nothing here is imported by the member's routes.
// The operator's session is the server's cookie: `me` answering is being signed in; a 401 sends
// every screen but the sign-in to the sign-in. ConsoleI18n gives it its words (i18n/).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { Spinner } from '@trellis/ui'
import { OpsCacheScope, useOpsMe } from '@trellis/api-client/ops'
import { ConsoleI18n } from './i18n/ConsoleI18n'
import { useConsoleT } from './i18n/en'

type Module = Promise<{ default: ComponentType }>
const screen = (load: () => Module) => lazy(load)

/** The console's screens: path under /ops, and the lazy module. */
const screens: Array<{ path: string; Screen: ComponentType }> = [
  {
    path: 'dashboard',
    Screen: screen(async () => ({
      default: (await import('./screens/DashboardScreen')).DashboardScreen,
    })),
  },
  {
    path: 'deposits',
    Screen: screen(async () => ({
      default: (await import('./screens/DepositsScreen')).DepositsScreen,
    })),
  },
  {
    path: 'withdrawals',
    Screen: screen(async () => ({
      default: (await import('./screens/WithdrawalsScreen')).WithdrawalsScreen,
    })),
  },
  {
    path: 'members',
    Screen: screen(async () => ({
      default: (await import('./screens/MembersScreen')).MembersScreen,
    })),
  },
  {
    path: 'members/:userId',
    Screen: screen(async () => ({
      default: (await import('./screens/MemberScreen')).MemberScreen,
    })),
  },
  {
    path: 'proposals',
    Screen: screen(async () => ({
      default: (await import('./screens/ProposalsScreen')).ProposalsScreen,
    })),
  },
  {
    path: 'reports',
    Screen: screen(async () => ({
      default: (await import('./screens/ReportsScreen')).ReportsScreen,
    })),
  },
  {
    path: 'audit',
    Screen: screen(async () => ({ default: (await import('./screens/AuditScreen')).AuditScreen })),
  },
  {
    path: 'operators',
    Screen: screen(async () => ({
      default: (await import('./screens/OperatorsScreen')).OperatorsScreen,
    })),
  },
  {
    path: 'settings',
    Screen: screen(async () => ({
      default: (await import('./screens/SettingsScreen')).SettingsScreen,
    })),
  },
]

const SignIn = screen(async () => ({
  default: (await import('./screens/SignInScreen')).SignInScreen,
}))

const SetPassword = screen(async () => ({
  default: (await import('./screens/SetPasswordScreen')).SetPasswordScreen,
}))

/** Shows the screen once `me` says who is signed in; without a session, the sign-in. */
function RequireOperator({ children }: { children: ReactNode }) {
  const me = useOpsMe()
  const { pathname } = useLocation()
  const t = useConsoleT()
  if (me.error?.status === 401) {
    return <Navigate to="/ops/sign-in" replace state={{ from: pathname }} />
  }
  if (!me.data) return me.error ? <>{children}</> : <Spinner label={t('loadingConsole')} />
  return <>{children}</>
}

/** The console's routes, under the app's /ops/* route. */
export function ConsoleApp() {
  return (
    <ConsoleI18n>
      <OpsCacheScope>
        <ConsoleRoutes />
      </OpsCacheScope>
    </ConsoleI18n>
  )
}

function ConsoleRoutes() {
  const t = useConsoleT()
  return (
    <>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Routes>
          <Route path="sign-in" element={<SignIn />} />
          <Route path="set-password" element={<SetPassword />} />
          <Route index element={<Navigate to="/ops/dashboard" replace />} />
          {screens.map(({ path, Screen }) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireOperator>
                  <Screen />
                </RequireOperator>
              }
            />
          ))}
          <Route path="*" element={<Navigate to="/ops/dashboard" replace />} />
        </Routes>
      </Suspense>
    </>
  )
}
