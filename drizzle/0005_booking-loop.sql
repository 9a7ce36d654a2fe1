CREATE TABLE "quote_prices" (
	"quote_id" text PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"vehicle" text NOT NULL,
	"included" text NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"state" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" text,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	CONSTRAINT "quote_prices_total_check" CHECK ("quote_prices"."total_pence" > 0),
	CONSTRAINT "quote_prices_state_check" CHECK ("quote_prices"."state" in ('sent', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "quote_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"hirer_name" text NOT NULL,
	"hirer_email" text NOT NULL,
	"hirer_phone" text NOT NULL,
	"pickup_location" text NOT NULL,
	"destination" text NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"return_at" timestamp with time zone,
	"passengers" integer NOT NULL,
	"fare_pence" integer NOT NULL,
	"quoted_vehicle" text NOT NULL,
	"vehicle_id" integer,
	"driver_name" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "bookings_fare_check" CHECK ("bookings"."fare_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "fleet_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_prices" ADD CONSTRAINT "quote_prices_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_tokens" ADD CONSTRAINT "quote_tokens_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_id_fleet_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_tokens_quote_idx" ON "quote_tokens" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_quote_unique" ON "bookings" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "bookings_pickup_idx" ON "bookings" USING btree ("pickup_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_vehicles_name_unique" ON "fleet_vehicles" USING btree ("name");