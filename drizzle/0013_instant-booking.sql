CREATE TABLE "booking_rules_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instant_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"vehicle_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"driver_day" text NOT NULL,
	"total_pence" integer NOT NULL,
	"offer_expires_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instant_holds_quote_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
ALTER TABLE "instant_holds" ADD CONSTRAINT "instant_holds_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_holds" ADD CONSTRAINT "instant_holds_vehicle_id_fleet_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instant_holds_day_idx" ON "instant_holds" USING btree ("driver_day");--> statement-breakpoint
-- Written by hand (Drizzle cannot declare it): no two live holds overlap on one vehicle, so two
-- instances offering the last vehicle at once cannot both commit. btree_gist lets the gist index
-- compare the vehicle's integer id with "=" beside the time range's "&&".
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "instant_holds" ADD CONSTRAINT "instant_holds_vehicle_no_overlap" EXCLUDE USING gist ("vehicle_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("active");--> statement-breakpoint
ALTER TABLE "instant_holds" ADD CONSTRAINT "instant_holds_span_check" CHECK ("ends_at" > "starts_at");
