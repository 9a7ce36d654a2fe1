ALTER TABLE "bookings" ADD COLUMN "instant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Bookings made from an instant offer before this column existed: the price the site sent itself.
UPDATE "bookings" SET "instant" = true WHERE "quote_id" IN (SELECT "quote_id" FROM "quote_prices" WHERE "sent_by" = 'instant booking');
