import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What src/domain/ may not import: React and UI libraries, and the rest of the project. */
const domainImportRules = (up) => [
  {
    group: ['react', 'react-dom', 'react/*', '@emotion/*', 'jotai', 'jotai/*', 'i18next', 'react-i18next'],
    message: 'src/domain/ is pure: no React, no UI.',
  },
  { group: [`${up}*`, `!${up}domain/*`], message: 'src/domain/ imports nothing else of the project.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.cache/', 'coverage/', 'demo/build/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/elements/**', '**/demo/**'],
              message: 'Nothing in src/ imports elements/ or demo/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: domainImportRules('../') }] },
  },
  {
    // The API types beside the rules may use the types the rules derive from their lists (PACKAGING_TYPES...).
    files: ['src/domain/types/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: domainImportRules('../../') }] },
  },
  {
    files: ['src/events/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react/*', 'jotai', 'jotai/*'], message: 'src/events/ is plain TypeScript.' },
            { regex: '^\\.\\./(?!domain/)', message: 'src/events/ imports only src/domain/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/counters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '@emotion/*', '**/elements/**', '**/demo/**'],
              message:
                'The counters are tiny elements without React; nothing in src/ imports elements/ or demo/.',
            },
            {
              group: ['../cart/*', '../payments/*', '../ui/*', '../api/*', '../telemetry/*', '../tracking/*'],
              message: 'The counters use state, storage, events, i18n and domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*', 'bench/**/*', 'demo/**/*', 'scripts/**/*', '*.config.*'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.mocha } },
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
