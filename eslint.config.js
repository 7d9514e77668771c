// One flat config for the whole monorepo; each workspace runs `eslint .` and finds it here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/coverage/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**', 'e2e/**', '**/bench/**', '**/scripts/**', 'apps/api/src/server.ts', 'packages/precompress/bin.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Routes parse, call the domain and map its result to HTTP: queries live in src/domain.
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Routes call the domain; queries live there.' }],
          patterns: [
            {
              regex: '^drizzle-orm/|(^|/)db/',
              message: 'Routes call the domain; the database is reached only from src/domain.',
            },
          ],
        },
      ],
    },
  },
);
