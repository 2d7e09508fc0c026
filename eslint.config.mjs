import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import path from 'node:path';

// The zones of the web code. A feature is a folder under a remote's src/features; the rest of a
// remote (routes, shared, api, testing) is the remote itself.
const zones = [
  { type: 'feature', pattern: 'mfe-*/src/features/*', partialMatch: false, capture: ['remote', 'feature'] },
  { type: 'remote', pattern: 'mfe-*', partialMatch: false, capture: ['remote'] },
  { type: 'host', pattern: 'host', partialMatch: false },
  { type: 'platform', pattern: 'platform', partialMatch: false },
  { type: 'platform-common', pattern: 'platform-common', partialMatch: false },
  { type: 'gateway', pattern: 'gateway', partialMatch: false },
  { type: 'sandbox', pattern: 'sandboxes/*', partialMatch: false },
];

// Who may import whom. Imports are allowed unless a policy below forbids them; the last policy
// that matches an import decides.
const zonePolicies = [
  {
    from: { element: { type: 'feature' } },
    disallow: {
      to: {
        element: {
          type: 'feature',
          captured: { feature: '!{{ from.element.captured.feature }}' },
          fileInternalPath: '!index.{ts,tsx}',
        },
      },
    },
    message:
      "Another feature is reached through its entry: import from '../<feature>' (its index.ts), and export what you need there.",
  },
  {
    // Test fixtures are not part of a feature's entry: a test may use another feature's testing/ folder.
    from: { element: { type: 'feature' }, file: { categories: 'test' } },
    allow: { to: { element: { type: 'feature', fileInternalPath: 'testing/**' } } },
  },
  {
    from: { element: { type: ['remote', 'feature'] } },
    disallow: {
      to: { element: { type: ['remote', 'feature'], captured: { remote: '!{{ from.element.captured.remote }}' } } },
    },
    message:
      'A remote imports nothing from another remote: the host composes them at run time, and what two remotes share lives in @portal/platform.',
  },
  {
    from: { element: { type: 'host' } },
    disallow: { to: { element: { type: ['remote', 'feature'] } } },
    message: 'The host loads the remotes through Module Federation, never their files.',
  },
  {
    from: { element: { type: ['remote', 'feature'] } },
    disallow: { to: { element: { type: 'host' } } },
    message:
      'A remote imports nothing from the host: what the shell shares with the modules lives in @portal/platform.',
  },
  {
    from: { element: { type: 'platform' } },
    disallow: { to: { element: { type: ['host', 'remote', 'feature', 'gateway', 'sandbox'] } } },
    message: 'The platform serves every module and imports none of them (nor the gateway).',
  },
  {
    from: { element: { type: ['host', 'remote', 'feature'] } },
    disallow: { to: { element: { type: 'platform-common' } } },
    message:
      "Import it from '@portal/platform' (or its entry of the same name): modules reach the isomorphic part through the platform they share.",
  },
  {
    from: { element: { type: 'platform-common' } },
    disallow: { to: { element: { type: ['platform', 'host', 'remote', 'feature', 'gateway', 'sandbox'] } } },
    message:
      'The isomorphic platform runs in the browser and on Node alike: it imports nothing of the React platform, the modules, the gateway or the sandboxes.',
  },
  {
    from: { element: { type: ['gateway', 'sandbox'] } },
    disallow: { to: { element: { type: 'platform' } } },
    message:
      "The gateway and the sandboxes import the platform's isomorphic part, '@portal/platform-common', never the React platform.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-console': 'error',
      // Prettier lays lines out (it breaks `request(app)\n[method](path)` chains); eslint-config-prettier turns this off too.
      'no-unexpected-multiline': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['gateway/**', 'sandboxes/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Modules reach MUI, emotion, the router and Redux only through the platform: one copy serves the page.
    files: ['host/**', 'mfe-*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mui/*', '@mui/*/**'], message: "Import UI from '@portal/platform'." },
            { group: ['react-router', 'react-router-dom'], message: "Import the router API from '@portal/platform'." },
            {
              group: [
                '@emotion/*',
                '@reduxjs/toolkit',
                '@reduxjs/toolkit/*',
                'react-redux',
                'react-hook-form',
                '@hookform/*',
              ],
              message: "Import it from '@portal/platform'.",
            },
          ],
        },
      ],
      // The build ships outlined fields only (platform/src/federation/outlinedFieldsOnly.mjs).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(TextField|Select|FormTextField|DatePickerField)$/] > JSXAttribute[name.name='variant'][value.value=/^(filled|standard)$/]",
          message: 'Fields are outlined: the filled and standard inputs are not built into the portal.',
        },
      ],
    },
  },
  {
    // Importing '@stripe/stripe-js' itself adds https://js.stripe.com to the page: the booking page
    // loads the Stripe.js the gateway names, through '@stripe/stripe-js/pure' (types are fine).
    files: ['host/**', 'mfe-*/**', 'platform/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@stripe/stripe-js',
              allowTypeImports: true,
              message: "Import loadStripe from '@stripe/stripe-js/pure'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['host/**', 'mfe-*/**', 'platform/**', 'platform-common/**', 'gateway/**', 'sandboxes/**'],
    plugins: { boundaries },
    settings: {
      // Imports are followed to the file they land in the way TypeScript finds them (.ts/.tsx, @portal/* packages).
      'import/resolver': { [path.join(import.meta.dirname, 'scripts/lint/typescriptResolver.cjs')]: {} },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': zones,
      'boundaries/files': [{ category: 'test', pattern: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'] }],
      'boundaries/legacy-templates': false,
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: zonePolicies }] },
  },
  {
    // The platform's isomorphic part runs in the browser and on Node alike (the gateway, the
    // sandboxes): no React, no UI kit, no DOM.
    files: ['platform-common/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                '@mui/*',
                '@emotion/*',
                'react-redux',
                '@reduxjs/*',
                'react-router',
                'react-router-dom',
                'react-hook-form',
                '@hookform/*',
              ],
              message:
                "@portal/platform-common holds no React: what renders belongs in '@portal/platform' (or in a module).",
            },
          ],
        },
      ],
    },
  },
  {
    // Its tests may build the elements a DOM-taking helper is handed (the gateway hands it jsdom's).
    files: ['platform-common/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'].map((name) => ({
          name,
          message: '@portal/platform-common also runs on Node: browser-only code belongs in @portal/platform.',
        })),
      ],
    },
  },
  {
    // The providers are ports: they are handed a base URL, a key and a clock, and know nothing of the
    // Duffel and Stripe sandboxes (the composition root decides what serves them). Their tests may
    // use a sandbox as the test double.
    files: ['gateway/src/providers/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)sandbox(es)?(/|$)|^@portal/sandbox',
              message: 'A provider is handed its base URL, key and clock: it does not import a sandbox.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/*.mjs', 'scripts/**', 'gateway/src/cli/**', 'gateway/test/**', 'e2e/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
