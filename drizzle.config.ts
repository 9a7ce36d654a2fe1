/**
 * drizzle-kit: `npx drizzle-kit generate` writes SQL migrations for server/db/schema.server.ts into
 * drizzle/. They are committed and applied at start by server/db/migrate.server.ts; drizzle-kit
 * never touches a live database here.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.server.ts',
    './server/db/admin-schema.server.ts',
    './server/db/alerts-schema.server.ts',
    './app/features/pricing/tariff-table.server.ts',
    './app/features/customer-quote/customer-quote-schema.server.ts',
    './app/features/bookings/bookings-schema.server.ts',
    './app/features/payments/payments-schema.server.ts',
  ],
  out: './drizzle',
});
