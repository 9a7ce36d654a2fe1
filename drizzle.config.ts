/**
 * drizzle-kit: `npx drizzle-kit generate` writes SQL migrations for the schemas below into
 * drizzle/. They are committed and applied at start by server/platform/db/migrate.server.ts; drizzle-kit
 * never touches a live database here.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/platform/db/platform-schema.server.ts',
    './app/lib/db/quote-schema.server.ts',
    './app/lib/db/admin-schema.server.ts',
    './app/lib/db/alerts-schema.server.ts',
    './app/features/pricing/tariff-table.server.ts',
    './app/features/customer-quote/customer-quote-schema.server.ts',
    './app/features/bookings/bookings-schema.server.ts',
    './app/features/payments/payments-schema.server.ts',
    './app/features/payments/stripe-money-schema.server.ts',
    './app/features/payments/documents/documents-schema.server.ts',
    './app/features/price-chasing/price-chasing-schema.server.ts',
    './app/features/review-request/review-request-schema.server.ts',
    './app/features/instant-booking/instant-booking-schema.server.ts',
    './app/features/drivers/drivers-schema.server.ts',
    './app/features/flights/flights-schema.server.ts',
  ],
  out: './drizzle',
});
