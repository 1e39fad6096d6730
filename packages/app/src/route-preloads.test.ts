// The build's route table (scripts/route-preloads.mjs) read from src/routes.tsx: every
// path of spec section 2 is there with the modules it loads (a member route: the member layout,
// then its screen), and a route's preloads are its modules' chunks and theirs, less the page's own.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { specMemberPaths, specPublicPaths } from './spec-routes'
import { routeModules, routePreloads } from '../scripts/route-preloads.mjs'

const routes = routeModules(readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8'))
const byPath = new Map(routes.map((r) => [r.path, r.modules]))

describe('the route table read from routes.tsx', () => {
  it.each(specMemberPaths)('%s loads the member layout, then its screen', (path) => {
    const modules = byPath.get(path)
    expect(modules?.[0]).toBe('shell/MemberLayout')
    expect(modules?.[1]).toMatch(/^screens\/\w+\/\w+$/)
    expect(modules).toHaveLength(2)
  })

  it.each(specPublicPaths)('%s loads its own screen, outside the member layout', (path) => {
    expect(byPath.get(path)).toEqual([expect.stringMatching(/^screens\/\w+\/\w+$/)])
  })

  it('has the console', () => {
    expect(byPath.get('/ops/*')).toEqual(['console/ConsoleApp'])
  })
})

describe('routePreloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-a.js', imports: ['_react-a.js'] },
    '_react-a.js': { file: 'assets/react-a.js' },
    '_card-a.js': { file: 'assets/Card-a.js', imports: ['_react-a.js', '_icon-a.js'] },
    '_icon-a.js': { file: 'assets/Icon-a.js' },
    'src/shell/MemberLayout.tsx': { file: 'assets/MemberLayout-a.js', imports: ['_react-a.js'] },
    'src/screens/Dashboard/DashboardScreen.tsx': {
      file: 'assets/DashboardScreen-a.js',
      imports: ['_card-a.js', '_react-a.js'],
    },
  }
  const html =
    '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/react-a.js">'

  it("lists the modules' chunks all the way down, less what the page loads already", () => {
    expect(
      routePreloads(
        [
          {
            path: '/dashboard',
            modules: ['shell/MemberLayout', 'screens/Dashboard/DashboardScreen'],
          },
        ],
        manifest,
        html,
      ),
    ).toEqual([
      {
        path: '/dashboard',
        files: [
          '/assets/MemberLayout-a.js',
          '/assets/DashboardScreen-a.js',
          '/assets/Card-a.js',
          '/assets/Icon-a.js',
        ],
      },
    ])
  })

  it('refuses a module the build has no chunk for', () => {
    expect(() => routePreloads([{ path: '/x', modules: ['screens/X/X'] }], manifest, html)).toThrow(
      /no chunk for src\/screens\/X\/X/,
    )
  })
})
