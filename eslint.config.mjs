// Flat config. The import rules enforce the architecture's dependency direction:
// apps -> shared-kit; no remote imports another remote; mock-api only from dev/test/standalone code;
// apps reach the router only through the kit's router entry; the rest of shared-kit imports no app
// and no router; @qce/domain (shared-kit/domain: rules, validation, messages, DTOs, endpoint table)
// imports no React, no axios, nothing of the kit, the apps or mock-api; mock-api imports @qce/domain,
// never the kit (ADR 018: no workspace cycle); @qce/testing (shared-kit/testing: test and QA tooling)
// only from dev/test/standalone code, and it imports no app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const apps = ['shell', 'mf-ihc', 'mf-sp', 'mf-recurring', 'mf-certificates'];
const otherApps = (self) =>
  apps.filter((a) => a !== self).flatMap((a) => [`@qce/${a}`, `@qce/${a}/*`, `**/${a}/src/**`]);
// Code that never reaches a production build: a remote's standalone start (compiled only with
// `--env standalone`), test helpers and tests.
const devOnlyFiles = ['**/src/standalone/**', '**/src/testing/**', '**/*.test.ts', '**/*.test.tsx'];
const devOnlyImports = {
  group: ['@qce/mock-api', '@qce/mock-api/*', '@qce/testing', '@qce/testing/*'],
  message: 'mock-api and @qce/testing are for standalone, testing and tests only.',
};
const devOnlyFolders = {
  group: ['**/standalone', '**/standalone/**', '**/testing', '**/testing/**'],
  message:
    'Production code never imports standalone or testing code (it would ship in production).',
};
const routerPackages = ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'];
const routerOnlyFromKit = {
  group: routerPackages,
  message:
    'Import the router from @qce/shared-kit/router: shared, it is one copy per page, not one per app.',
};

const sessionStorageMessage =
  'Keep a draft or a remembered choice with sessionDraft(key) from @qce/shared-kit/storage: one typed, failure-safe way.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/public/mockServiceWorker.js',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Without an explicit resolver import-x falls back to a missing legacy node resolver and crashes on
    // packages such as msw.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // Tests, testing helpers and standalone starts too (the blocks below repeat the rule for the rest).
    // They may take MemoryRouter from react-router-dom: kept out of the kit entry every page loads.
    files: [
      ...apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
      'shared-kit/src/**/*.{ts,tsx}',
      'shared-kit/testing/src/**/*.{ts,tsx}',
    ],
    ignores: ['shared-kit/src/router/**', 'shared-kit/testing/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...routerOnlyFromKit, allowImportNames: ['MemoryRouter'] }] },
      ],
    },
  },
  ...apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    ignores: devOnlyFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: otherApps(app),
              message: 'A remote never imports another app; share through @qce/shared-kit.',
            },
            devOnlyImports,
            devOnlyFolders,
            routerOnlyFromKit,
            {
              group: ['@qce/shared-kit/src/*', '**/shared-kit/src/**'],
              message: 'Import shared-kit through its public entry points.',
            },
            {
              group: ['@qce/domain', '@qce/domain/*', '**/shared-kit/domain/**'],
              message:
                'Apps reach the domain through the kit (@qce/shared-kit/domain, /validation, /messages, /api): it ships with the kit version (ADR 018).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared-kit/src/**/*.{ts,tsx}'],
    ignores: [...devOnlyFiles, 'shared-kit/src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps.flatMap((a) => [`@qce/${a}`, `@qce/${a}/*`]),
              message: 'shared-kit imports no app.',
            },
            {
              group: [...routerPackages, '@qce/shared-kit/router'],
              message: 'shared-kit widgets take hrefs and callbacks, never the router.',
            },
            devOnlyImports,
            devOnlyFolders,
          ],
        },
      ],
    },
  },
  {
    // One way to keep something in the tab's sessionStorage (issue 25 item 4): the kit's storage entry
    // (the spec's keys, `sessionDraft` for drafts and remembered choices). The page cache's persister and
    // the zustand stores' storage are its only other users; tests and standalone code set it up freely.
    files: [...apps.map((app) => `${app}/src/**/*.{ts,tsx}`), 'shared-kit/src/**/*.{ts,tsx}'],
    ignores: [
      ...devOnlyFiles,
      'shared-kit/src/storage/**',
      'shared-kit/src/data/persisted-cache.ts',
      'shared-kit/src/stores/session-storage.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'sessionStorage', message: sessionStorageMessage },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'sessionStorage', message: sessionStorageMessage },
      ],
    },
  },
  {
    // @qce/testing: dev and test code through and through (the apps' standalone starts, every package's
    // tests). It uses the kit's public entries and mock-api, never an app (an app passes its App and
    // tools in) and never the kit's sources.
    files: ['shared-kit/testing/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps.flatMap((a) => [`@qce/${a}`, `@qce/${a}/*`, `**/${a}/src/**`]),
              message: '@qce/testing imports no app.',
            },
            { ...routerOnlyFromKit, allowImportNames: ['MemoryRouter'] },
            {
              group: ['@qce/shared-kit/src/*', '**/shared-kit/src/**'],
              message: 'Import shared-kit through its public entry points.',
            },
          ],
        },
      ],
    },
  },
  {
    // @qce/domain: the rules, validation, messages, DTOs and endpoint table the pages and the mock
    // backend share (ADR 018). Tests included: the package stands alone.
    files: ['shared-kit/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'zustand', 'axios'],
              message: 'Domain rules and validation are framework-free.',
            },
            {
              group: [
                '@qce/shared-kit',
                '@qce/shared-kit/*',
                '**/shared-kit/src/**',
                '@qce/mock-api',
                '@qce/mock-api/*',
                '**/mock-api/**',
                '@qce/testing',
                '@qce/testing/*',
                '**/shared-kit/testing/**',
                ...apps.flatMap((a) => [`@qce/${a}`, `@qce/${a}/*`, `**/${a}/src/**`]),
              ],
              message:
                '@qce/domain imports nothing of the kit, the apps, mock-api or @qce/testing (ADR 018).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mock-api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apps.flatMap((a) => [`@qce/${a}`, `@qce/${a}/*`]),
              message: 'mock-api imports no app.',
            },
            {
              group: ['@qce/shared-kit', '@qce/shared-kit/*', '**/shared-kit/src/**'],
              message:
                'mock-api uses @qce/domain (rules, messages, endpoint table), never the kit: the kit depends on mock-api for its tests (ADR 018).',
            },
            {
              group: ['@qce/testing', '@qce/testing/*', '**/shared-kit/testing/**'],
              message:
                '@qce/testing depends on mock-api: the other direction is a workspace cycle.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every e2e test runs with the suite's fixtures (the CSP violation check among them).
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test from e2e/support/fixtures (it fails a test on CSP violations).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
