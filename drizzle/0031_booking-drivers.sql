ALTER TABLE "push_subscriptions" ALTER COLUMN "events" SET DEFAULT '{new-request,instant-booking,price-answered,payment,cancellation,delivery-failed,document-lapsing,job-unfit}'::text[];--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "driving" jsonb;--> statement-breakpoint
ALTER TABLE "instant_holds" ADD COLUMN "driver_id" integer;--> statement-breakpoint
ALTER TABLE "instant_holds" ADD COLUMN "driving" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_holds" ADD CONSTRAINT "instant_holds_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Written by hand (Drizzle cannot declare them), as drizzle/0013_instant-booking.sql does for a
-- hold's vehicle: one driver is never on two live jobs whose times overlap, nor held by two live
-- instant offers at once, so two admins or two instances cannot both give them away. A job holds
-- its driver from the pickup to when its vehicle is free again, as the register's clash flags
-- count it; a hold from leaving the depot to being back. btree_gist is already installed (0013).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_no_overlap" EXCLUDE USING gist ("driver_id" WITH =, tstzrange("pickup_at", "ends_at") WITH &&) WHERE ("status" IN ('confirmed', 'awaiting-payment'));--> statement-breakpoint
ALTER TABLE "instant_holds" ADD CONSTRAINT "instant_holds_driver_no_overlap" EXCLUDE USING gist ("driver_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("active");--> statement-breakpoint
-- Every device subscribed before this alert existed takes it too, as 0027 did for lapsing dates:
-- the operator must hear at once of a booked job a change made unfit, and can untick it.
UPDATE "push_subscriptions" SET "events" = array_append("events", 'job-unfit')
WHERE NOT ('job-unfit' = ANY ("events"));
