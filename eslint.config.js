import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      'node_modules/**',
      '.react-router/**',
      'public/**',
      'data/**',
      'test-results/**',
      'bench-results/**',
      'app/generated/**',
      'scripts/illustrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Browser code must never reach server modules or the environment: secrets would ship.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/**/*.server.ts',
      'app/entry.server.tsx',
      'app/routes/**',
      'app/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '**/server/**'],
              message: 'Client code cannot import the server.',
            },
            {
              group: ['**/*.server', '**/*.server.ts'],
              message: 'Only route loaders and actions may use .server modules.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through server/env.server.ts.',
        },
      ],
    },
  },
  {
    // Features do not import each other's internals (bulletproof-react).
    files: ['app/features/quote/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#app/features/admin/*'],
              message: 'The quote feature cannot depend on admin.',
            },
          ],
        },
      ],
    },
  },
);
