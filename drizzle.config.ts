/**
 * drizzle-kit: `npx drizzle-kit generate` writes SQL migrations for the schemas below into
 * drizzle/. They are committed and applied at start by server/platform/db/migrate.server.ts; drizzle-kit
 * never touches a live database here.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each feature's tables live in its own `*-schema.server.ts`, found by the pattern: a feature
  // that adds tables adds no line here. The pricing tariff's table predates the naming.
  schema: [
    './server/platform/db/platform-schema.server.ts',
    './app/lib/db/*-schema.server.ts',
    './app/features/**/*-schema.server.ts',
    './app/features/pricing/tariff-table.server.ts',
  ],
  out: './drizzle',
});
