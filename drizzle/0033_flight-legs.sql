CREATE TABLE "flight_api_calls" (
	"day" date PRIMARY KEY NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_legs" (
	"quote_id" text NOT NULL,
	"leg" text NOT NULL,
	"designator" text NOT NULL,
	"ident" text NOT NULL,
	"airport_code" text NOT NULL,
	"airport_name" text NOT NULL,
	"flight_date" date NOT NULL,
	"entered_by" text NOT NULL,
	"fa_flight_id" text,
	"scheduled_departure" timestamp with time zone,
	"scheduled_arrival" timestamp with time zone,
	"estimated_arrival" timestamp with time zone,
	"status" text,
	"tracking" text DEFAULT 'off' NOT NULL,
	"next_poll_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_legs_quote_id_leg_pk" PRIMARY KEY("quote_id","leg"),
	CONSTRAINT "flight_legs_leg_check" CHECK ("flight_legs"."leg" in ('outbound', 'return')),
	CONSTRAINT "flight_legs_entered_by_check" CHECK ("flight_legs"."entered_by" in ('customer', 'operator')),
	CONSTRAINT "flight_legs_tracking_check" CHECK ("flight_legs"."tracking" in ('off', 'tracking', 'landed', 'cancelled', 'diverted'))
);
--> statement-breakpoint
CREATE TABLE "flight_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"leg" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"estimated_arrival" timestamp with time zone,
	"pickup_moved_to" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flight_legs" ADD CONSTRAINT "flight_legs_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_status_events" ADD CONSTRAINT "flight_status_events_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_legs_next_poll_idx" ON "flight_legs" USING btree ("next_poll_at");--> statement-breakpoint
CREATE INDEX "flight_status_events_quote_idx" ON "flight_status_events" USING btree ("quote_id","leg","seen_at");