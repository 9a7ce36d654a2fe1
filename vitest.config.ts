import { defineConfig } from 'vitest/config';
import { BUSINESS_OVERRIDES_CONSTANT } from './server/business-overrides.ts';

// The same build-time constants vite.config.ts defines, with their defaults. Each project takes
// them through `extends: true`: a project's own `define` is ignored (the constants were missing).
const define = {
  [BUSINESS_OVERRIDES_CONSTANT]: JSON.stringify({}),
  __SITE_URL__: JSON.stringify('http://localhost:3000'),
};

export default defineConfig({
  define,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time: each has its own server, ports, databases and SMTP peer, and
          // spends much of its time waiting (a server starting, an outbox polling), so two side by
          // side nearly halve the suite on two cores (21 minutes one at a time, under 13 two at a
          // time on a quiet 2-core machine, every file passing). More than two gained nothing.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
