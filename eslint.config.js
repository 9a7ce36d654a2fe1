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

/** The server modules that compose features (every other server module is infrastructure). */
const COMPOSITION_ROOTS = [
  'server/app.server.ts',
  'server/quote-pipeline.server.ts',
  'server/run-server.server.ts',
  'server/person-data.server.ts',
  'server/payment-confirmation.server.ts',
  'server/instant-offers.server.ts',
];

/** Who may not import whom; `server` false for the composition roots. */
function layerZones(server) {
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
    ...(server
      ? [
          {
            target: './server',
            from: './app/features',
            message: 'Server infrastructure never imports a feature; the composition roots do.',
          },
        ]
      : []),
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
    // One way down (docs/architecture.md): routes, the app shell (app/root.tsx,
    // app/quote-dialog*.tsx) and the server's composition roots put features together; a feature
    // never imports another, shared code never imports a feature, and no module imports itself
    // back through a cycle.
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
      'import-x/no-restricted-paths': ['error', { zones: layerZones(true) }],
    },
  },
  {
    // The composition roots: they start every feature's server side and mount it.
    files: COMPOSITION_ROOTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones(false) }],
    },
  },
);
