/**
 * ESLint flat config of the site's code (`npm run lint:code`, part of `npm run lint`).
 *
 * What is linted: the TypeScript and TSX of the config, sidebars, site code (src/), scripts,
 * unit tests, e2e tests, and the JavaScript config files at the root. The docs are linted by
 * remark (.remarkrc.mjs); formatting is Prettier's business (.prettierrc.json), so no stylistic
 * rule is enabled here.
 *
 * Rule sets: ESLint's recommended, typescript-eslint's recommended (syntax-only, fast: no type
 * information needed), eslint-plugin-react's recommended with the automatic JSX runtime React 19
 * uses, and eslint-plugin-react-hooks' recommended (rules of hooks and the React Compiler checks).
 *
 * Sources: https://eslint.org/docs/latest/use/configure/configuration-files,
 * https://typescript-eslint.io/getting-started, the READMEs of eslint-plugin-react and
 * eslint-plugin-react-hooks.
 */
import js from '@eslint/js';
import {defineConfig} from 'eslint/config';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // Build output, caches, generated reports and dependencies.
    ignores: [
      'build/',
      'build-algolia/',
      'build-base-url/',
      'search-records.json',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'blob-report/',
      'generated/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: {...globals.node},
    },
    rules: {
      // `_name` marks a parameter that a callback signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // CommonJS files (webpack/rspack loaders, and scripts that Node runs as they are), which import
    // with require().
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {...globals.node}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Code that runs in the browser: the site's pages and components.
    files: ['src/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: {react, 'react-hooks': reactHooks},
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: {...globals.browser},
    },
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.flat.recommended.rules,
    },
  },
);
