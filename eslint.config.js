import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Every folder under app/features is a feature: each gets its own zone. */
const FEATURES = readdirSync(new globalThis.URL('app/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Who may not import whom, by folder (docs/architecture.md): features never import each other;
 * shared code never imports a feature; the platform (server/platform) imports nothing of the app,
 * the scripts or the composition; features and shared code reach the server only through the
 * platform. The composition (server/*.ts), the routes and the app shell may import everything.
 */
function layerZones() {
  return [
    ...FEATURES.map((feature) => ({
      target: `./app/features/${feature}`,
      from: './app/features',
      except: [`./${feature}`],
      message: `Features never import each other: move what ${feature} shares to app/lib or app/components.`,
    })),
    {
      target: ['./app/lib', './app/components', './app/content'],
      from: './app/features',
      message: 'Shared code never imports a feature.',
    },
    {
      target: './server/platform',
      from: ['./app', './scripts'],
      message: 'The platform knows no feature, route or shared app code: hand it what it needs.',
    },
    {
      target: './server/platform',
      from: './server',
      except: ['./platform'],
      message:
        'The platform never imports the composition (server/*.ts); the composition imports it.',
    },
    {
      target: ['./app/features', './app/lib', './app/components', './app/content'],
      from: './server',
      except: ['./platform'],
      message:
        'Features and shared code use the platform; only the composition and routes import server/*.ts.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      'node_modules/**',
      '.react-router/**',
      'public/**',
      'data/**',
      'data-dev/**',
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
      'app/**/*.server.{ts,tsx}',
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
              group: ['**/*.server', '**/*.server.ts', '**/*.server.tsx'],
              // A type is erased at build: naming a server row's shape ships nothing.
              allowTypeImports: true,
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
          message: 'Read configuration through server/platform/env.server.ts.',
        },
      ],
    },
  },
  {
    // One way down (docs/architecture.md): routes, the app shell (app/root.tsx,
    // app/quote-dialog*.tsx) and the server's composition (server/*.ts) put features together on
    // the platform (server/platform); see layerZones. No module imports itself back through a cycle.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x treats .ts modules as foreign and follows no import through them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // One order everywhere, so a file's imports read from the farthest to the nearest: Node's
      // own modules, packages, the project's '#app/…' and '#server/…', then relative paths.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '#*/**', group: 'internal' }],
          'newlines-between': 'never',
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
    },
  },
);
