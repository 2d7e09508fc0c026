import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-console': 'error',
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
      'no-restricted-imports': ['error', { patterns: [
            { group: ['@mui/*', '@mui/*/**'], message: "Import UI from '@portal/platform'." },
            { group: ['react-router', 'react-router-dom'], message: "Import the router API from '@portal/platform'." },
            { group: ['@emotion/*', '@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-redux', 'react-hook-form', '@hookform/*'], message: "Import it from '@portal/platform'." },
          ] }],
      // The build ships outlined fields only (platform/src/federation/outlinedFieldsOnly.mjs).
      'no-restricted-syntax': ['error', {
        selector: "JSXOpeningElement[name.name=/^(TextField|Select|FormTextField|DatePickerField)$/] > JSXAttribute[name.name='variant'][value.value=/^(filled|standard)$/]",
        message: 'Fields are outlined: the filled and standard inputs are not built into the portal.',
      }],
    },
  },
  {
    // Importing '@stripe/stripe-js' itself adds https://js.stripe.com to the page: the booking page
    // loads the Stripe.js the gateway names, through '@stripe/stripe-js/pure' (types are fine).
    files: ['host/**', 'mfe-*/**', 'platform/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: '@stripe/stripe-js', allowTypeImports: true, message: "Import loadStripe from '@stripe/stripe-js/pure'." }] }],
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
