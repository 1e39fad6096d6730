// The server's inner wall (eslint.config.js, docs/architecture.md): `src/domain` and `src/guard`
// know nothing of HTTP. ESLint's own API lints planted files (never written to disk) with the
// repository's configuration: an import of `src/http` from the domain fails, the same import
// from a route passes, and so does the domain's own error type.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const eslint = new ESLint({ cwd: root })

async function wallErrors(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: join(root, path) })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message)
}

const planted = (from: string) =>
  `import { badRequest } from '${from}'\n\nexport const planted = badRequest\n`

describe('the server domain cannot import http/', () => {
  it('refuses src/http, src/routes and src/ops in src/domain, src/guard, src/factors, src/chain, src/payouts and src/staff', async () => {
    for (const [path, from] of [
      ['packages/server/src/domain/planted.ts', '../http/errors'],
      ['packages/server/src/guard/planted.ts', '../http/errors'],
      ['packages/server/src/factors/planted.ts', '../http/errors'],
      ['packages/server/src/chain/planted.ts', '../http/errors'],
      ['packages/server/src/payouts/planted.ts', '../http/errors'],
      ['packages/server/src/staff/planted.ts', '../http/errors'],
      ['packages/server/src/staff/planted.ts', '../ops/ops-auth'],
      ['packages/server/src/domain/planted.ts', '../routes/wallet.routes'],
      ['packages/server/src/domain/planted.ts', '../ops/ops-input'],
    ] as const) {
      const errors = await wallErrors(path, planted(from))
      expect(errors, `${path} importing ${from}`).toHaveLength(1)
      expect(errors[0]).toMatch(/The domain knows nothing of HTTP/)
    }
  })

  it('lets http/ import the domain, and the domain its own error type', async () => {
    expect(await wallErrors('packages/server/src/http/planted.ts', planted('./errors'))).toEqual([])
    expect(
      await wallErrors(
        'packages/server/src/domain/planted.ts',
        `import { invalid } from './errors'\n\nexport const planted = invalid\n`,
      ),
    ).toEqual([])
  })
})
