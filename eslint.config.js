import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';
import { serverDirectionRule } from './scripts/eslint/server-direction.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-duplicate-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment in apps/server/src/config.ts only.',
        },
      ],
    },
  },
  {
    // the survey's service worker, served as it is (decision 019)
    files: ['apps/web/public/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/feature-boundaries': 'error',
    },
  },
  {
    // Mantine parts the site wraps once: one password field (its show-password button is reachable
    // and named in the page's language); one dialog and one side panel (a named close button, a
    // title bar that is no second banner landmark, focus that starts on what the dialog is for).
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/ui/password-input.tsx',
      'apps/web/src/ui/dialog.tsx',
      'apps/web/src/ui/side-drawer.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['PasswordInput'],
              message: 'Use PasswordInput from apps/web/src/ui/password-input.tsx.',
            },
            {
              name: '@mantine/core',
              importNames: ['Modal'],
              message: 'Use Dialog from apps/web/src/ui/dialog.tsx.',
            },
            {
              name: '@mantine/core',
              importNames: ['Drawer'],
              message: 'Use SideDrawer from apps/web/src/ui/side-drawer.tsx.',
            },
            {
              name: '@mantine/core',
              importNames: ['ButtonGroup', 'ButtonGroupSection'],
              message: 'The build drops the button group’s styles (apps/web/vite.config.ts): use Group.',
            },
          ],
        },
      ],
      // replaces the rule of every file above for these, so it says again what that one says
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment in apps/server/src/config.ts only.',
        },
        {
          selector: "JSXMemberExpression[object.name='Button'][property.name=/^Group/]",
          message: 'The build drops the button group’s styles (apps/web/vite.config.ts): use Group.',
        },
      ],
    },
  },
  {
    // The server's folders import one way (scripts/eslint/server-direction.js, decision 035).
    files: ['apps/server/src/**/*.ts'],
    plugins: { server: { rules: { direction: serverDirectionRule } } },
    rules: { 'server/direction': 'error' },
  },
  {
    // Operations only delegate: reading and writing tables is the domain functions' work.
    files: ['apps/server/src/operations/**/*.ts'],
    ignores: ['apps/server/src/operations/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema/**', 'drizzle-orm', 'drizzle-orm/*'],
              message:
                'An operation only delegates: query the tables in a domain function (apps/server/src/<domain>/).',
            },
          ],
        },
      ],
    },
  },
  {
    // The configuration module, test set-up and tooling are where the environment is read.
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/testing/**',
      'playwright.config.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
