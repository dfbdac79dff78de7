import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's layers (docs/ARCHITECTURE.md): app/ composes features; a feature never imports another; the shared
// layers (entries/, components/, hooks/, lib/, config/) never import a feature or app/.
const features = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBoundaries = [
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what both need to a shared layer (entries/, components/, lib/).',
  })),
  {
    target: [
      './src/web/features',
      './src/web/entries',
      './src/web/components',
      './src/web/hooks',
      './src/web/lib',
      './src/web/config',
    ],
    from: './src/web/app',
    message: 'Only app/ composes features; what a feature needs from it belongs in a shared layer.',
  },
  {
    target: ['./src/web/entries', './src/web/components', './src/web/hooks', './src/web/lib', './src/web/config'],
    from: './src/web/features',
    message: 'Shared layers never import a feature.',
  },
];

// The server's routes (docs/decisions/033): a route folder reads the database through its own queries.ts, and what more
// than one part of the server reads or writes lives in src/server/data/. scripts-api.ts, the scripts' one door into
// the server, may hand a benchmark the very query a route runs.
const routeFolders = readdirSync('src/server/routes', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const QUERIES_MESSAGE =
  "A route's queries.ts is its own: move what more than one part of the server reads or writes to src/server/data/.";
const serverBoundaries = [
  ...routeFolders.map((folder) => ({
    target: `./src/server/routes/${folder}`,
    from: routeFolders.filter((other) => other !== folder).map((other) => `./src/server/routes/${other}/queries.ts`),
    message: QUERIES_MESSAGE,
  })),
  {
    target: readdirSync('src/server')
      .filter((name) => name !== 'routes' && name !== 'scripts-api.ts')
      .map((name) => `./src/server/${name}`),
    from: './src/server/routes/*/queries.ts',
    message: QUERIES_MESSAGE,
  },
];

/**
 * A page's first use of Intl loads ICU's data, a long task (issue 36): numbers are written without Intl, and no module
 * makes an Intl object as it loads (a screen's chunk would pay for it on its first page).
 */
const INTL_ONLY_WHEN_USED = [
  ...[
    "CallExpression[callee.property.name='toLocaleString']",
    "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
  ].map((selector) => ({
    selector,
    message: 'formatNumber (src/domain/number-format.ts): Intl loads ICU data, a long task.',
  })),
  {
    selector: "Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name='Intl']",
    message: 'Make it at its first use, not as the module loads: Intl loads ICU data, a long task.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Intl only where and when it is used.
      'no-restricted-syntax': ['error', ...INTL_ONLY_WHEN_USED],
      // The web app talks to the server over HTTP only (a type-only import of the API is allowed).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'The web app reaches the server through the API.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      // Domain rules are pure: no framework, no database, no network, no clock.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-*',
            'hono',
            'hono/*',
            'kysely',
            'pg',
            'better-sqlite3',
            '**/server/**',
            '**/web/**',
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Pass "today" in.',
        },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Pass "today" in.' },
        ...INTL_ONLY_WHEN_USED,
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/web/**', 'react', 'react-*'] }],
    },
  },
  {
    // Tests set their data up with whichever query is quickest.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverBoundaries }],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    ignores: ['scripts/lib/server-build.mjs'],
    rules: {
      // The scripts run without a build step of their own: they reach the server through the build of
      // src/server/scripts-api.ts, which scripts/lib/server-build.mjs alone loads (their JSDoc types come from it).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/dist/**', '**/src/**'], message: 'Use loadServerApi() of scripts/lib/server-build.mjs.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'Use loadServerApi() of scripts/lib/server-build.mjs.' },
      ],
    },
  },
);
