// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import storybook from 'eslint-plugin-storybook'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'
import { dirname } from 'node:path'
import { trellisPlugin } from './scripts/eslint-no-literal-text.mjs'
import { untranslatedFiles } from './scripts/untranslated-files.mjs'
import { fileURLToPath } from 'node:url'

// The walls between packages (docs/architecture.md draws the map). Zones are paths from the root.
const root = dirname(fileURLToPath(import.meta.url))
const pkg = (/** @type {string} */ name) => `./packages/${name}`
const browser = [pkg('ui'), pkg('api-client'), pkg('app'), './stories', './.storybook']
/** @type {{ target: string | string[], from: string | string[], message: string }[]} */
const zones = [
  {
    target: pkg('contract'),
    from: [pkg('ui'), pkg('api-client'), pkg('app'), pkg('server'), './stories', './tests'],
    message: 'The contract imports nothing of ours: everything else builds on it.',
  },
  {
    target: pkg('ui'),
    from: [pkg('api-client'), pkg('app'), pkg('server')],
    message:
      'The design system is presentational: it may import @trellis/contract, never the client, app or server.',
  },
  {
    target: pkg('api-client'),
    from: [pkg('ui'), pkg('app'), pkg('server')],
    message: 'The API client imports only @trellis/contract.',
  },
  {
    target: pkg('server'),
    from: [pkg('ui'), pkg('api-client'), pkg('app')],
    message: 'The server imports only @trellis/contract.',
  },
  {
    target: browser,
    from: pkg('server'),
    message: 'Browser code never imports the server: share through @trellis/contract.',
  },
  // Inside the server: the domain (and the guards, factors, chain, payout, staff, team, job, mail and
  // database code it calls) knows nothing of HTTP. The calls' declarations live in src/routes and
  // src/ops (the operator's API), beside src/http.
  {
    target: [
      `${pkg('server')}/src/domain`,
      `${pkg('server')}/src/guard`,
      `${pkg('server')}/src/factors`,
      `${pkg('server')}/src/chain`,
      `${pkg('server')}/src/payouts`,
      `${pkg('server')}/src/staff`,
      `${pkg('server')}/src/team`,
      `${pkg('server')}/src/jobs`,
      `${pkg('server')}/src/mail`,
      `${pkg('server')}/src/db`,
    ],
    from: [
      `${pkg('server')}/src/http`,
      `${pkg('server')}/src/routes`,
      `${pkg('server')}/src/ops`,
      `${pkg('server')}/src/app.ts`,
    ],
    message:
      'The domain knows nothing of HTTP: raise a DomainError (src/domain/errors.ts); src/http maps it to a status.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'storybook-static/**',
      '.tools/**',
      '.data/**',
      '**/public/mockServiceWorker.js',
      'tests/visual/report/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'packages/ui/**/*.tsx',
      'packages/app/**/*.tsx',
      'packages/api-client/**/*.tsx',
      'stories/**/*.tsx',
      '.storybook/**/*.tsx',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['packages/ui/**/*.tsx', 'packages/app/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Words a member or an operator reads come from the catalogues (issue 27, docs/i18n.md);
    // the operator console's are its own (packages/app/src/console/i18n). untranslated-files.mjs
    // only shrinks.
    files: ['packages/ui/src/**/*.tsx', 'packages/app/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', ...untranslatedFiles],
    plugins: { trellis: trellisPlugin },
    rules: { 'trellis/no-literal-text': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // What import-x parses to follow imports (its TypeScript preset's settings, without its rules).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
          conditionNames: ['types', 'import', 'module', 'default'],
        }),
      ],
    },
    rules: {
      // Wrong-way imports between packages, by where the import lands (relative or by name).
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Another package is reached by its name and exports, never by a relative path into it…
      'import-x/no-relative-packages': 'error',
      // …nor by a deep path into its src (its package.json `exports` says what it offers).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@trellis/*/src', '@trellis/*/src/**'],
              message:
                'Import another package through its exports, not its src (add an entry to its package.json `exports`).',
            },
            {
              regex: '(^|/)packages/[^/]+/src(/|$)',
              message:
                'Import another package by its name and exports, not by a path into its src.',
            },
          ],
        },
      ],
      // Every import is declared in the nearest package.json (test tools may be devDependencies).
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            '**/*.test.{ts,tsx}',
            '**/test-env.d.ts',
            // Helpers only tests import.
            'packages/api-client/src/testing/**',
            'packages/app/src/testing/**',
            'packages/ui/src/components/lists-shared/render-themed.tsx',
            '**/*.config.{ts,js,mjs}',
            'packages/server/{test,bench}/**',
            'stories/**',
            '.storybook/**',
            'tests/**',
            'bench/**',
            'scripts/**',
            // The app's build steps (vite is one of its devDependencies too).
            'packages/app/scripts/**',
          ],
          peerDependencies: true,
        },
      ],
    },
  },
  {
    // No module reaches itself again through its imports (type-only imports are not counted).
    // Stories and tests are leaves (nothing imports them), so the walk starts only where a
    // cycle can close: half of the lint time is spent here otherwise.
    files: ['packages/*/src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
)
