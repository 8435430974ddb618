// ESLint flat config for the site's own code: the Docusaurus config and
// sidebars, src/, config/, tests/, bench/ and the Algolia crawler config.
// `npm run lint:code` runs it with --max-warnings=0, so a warning fails too.
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Build outputs, caches and test reports: generated, never edited by hand.
  globalIgnores([
    'build/',
    'build-*/',
    '.docusaurus/',
    'node_modules/',
    'reports/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'tests/.tmp/',
    '.scratch/',
    // The bench's stock Docusaurus site and current-only build: minified output, and OOM for the type-aware rules.
    '.bench/',
  ]),
  js.configs.recommended,
  // Type-aware rules: they catch un-awaited promises (a Playwright step that
  // never runs) and `any` leaking out of untyped modules.
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      // `import type` keeps type-only imports out of the client bundle.
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      // node:test's test() and describe() return promises the runner tracks.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['test', 'describe', 'it', 'suite'],
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
    },
  },
  {
    // The browser code: React components, swizzles and the search client.
    files: ['src/**/*.{ts,tsx}'],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      jsxA11y.flatConfigs.recommended,
      reactHooks.configs.flat['recommended-latest'],
    ],
    languageOptions: {globals: globals.browser},
    plugins: {'@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      // The plugin ships an eslintrc-style config; its rules fit a flat one.
      ...docusaurus.configs.recommended.rules,
      // TypeScript checks props; runtime prop-types would only repeat it.
      'react/prop-types': 'off',
      // Injected HTML must be escaped first: each use says why it is safe.
      'react/no-danger': 'error',
    },
  },
  {
    // Swizzled theme components keep upstream's text so that upgrades diff
    // cleanly: lint them for bugs, not for upstream's own conventions (its
    // `import React`, inline render functions, and eslint-disable comments
    // for rules this site does not turn on).
    files: ['src/theme/**', 'src/plugins/search/theme/**'],
    linterOptions: {reportUnusedDisableDirectives: 'off'},
    rules: {
      'react/jsx-uses-react': 'error',
      'react/display-name': 'off',
      // The text a theme component shows goes through Translate (README, "Theme changes and interface text").
      '@docusaurus/no-untranslated-text': 'error',
    },
  },
  {
    // Build-time code: the config, plugins run by Node, tests and the bench.
    files: [
      '*.{ts,mjs,cjs,js}',
      'config/**/*.ts',
      'src/plugins/**/*.{ts,cjs}',
      'tests/**/*.{ts,mjs}',
      'bench/**/*.ts',
    ],
    // The search theme's browser code.
    ignores: [
      'src/plugins/search/client/**',
      'src/plugins/search/shared/**',
      'src/plugins/search/theme/**',
    ],
    languageOptions: {globals: globals.node},
  },
  {
    // CommonJS modules loaded with require().
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Outside tsconfig.json (pasted into Algolia's dashboard, or tool configs):
    // no type information to check against.
    files: ['algolia/**/*.js', '*.config.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Evaluated by Algolia's crawler, which provides `Crawler` as a global.
    files: ['algolia/crawler.config.js'],
    languageOptions: {
      sourceType: 'script',
      globals: {Crawler: 'readonly', URL: 'readonly'},
    },
  },
);
