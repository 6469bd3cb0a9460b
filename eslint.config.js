import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which part of the project may import which is checked by dependency-cruiser (.dependency-cruiser.cjs).
export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-redeploy/',
      'node_modules/',
      '.cache/',
      'coverage/',
      'demo/build/',
      // The host apps' builds and installs (their sources are linted, and type-checked by their own builds).
      'hosts/*/dist/',
      'hosts/*/node_modules/',
      'hosts/*/.angular/',
    ],
  },
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
    // Workers' scripts, served as they are (src/cart/first-paint/intl-warm-up.worker.js).
    files: ['src/**/*.worker.js'],
    languageOptions: { sourceType: 'script', globals: globals.worker },
  },
  {
    // CommonJS config files (.dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // jotai 2's useAtomValue renders every reader twice on load, and its code adds about 0.8 KB gzip to the
    // initial bundle: components read atoms through src/state/use-atom.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/state/use-atom.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'jotai',
              importNames: ['useAtomValue', 'useAtom'],
              message: 'Use useAtomValue / useAtom from src/state/use-atom.ts.',
            },
          ],
        },
      ],
    },
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
