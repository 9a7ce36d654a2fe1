CREATE TABLE "outbox_emails" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"quote_id" text NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"to_name" text,
	"from_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"pickup_location" text NOT NULL,
	"destination" text NOT NULL,
	"pickup_date" date NOT NULL,
	"pickup_time" text NOT NULL,
	"return_date" date,
	"return_time" text,
	"passenger_count" integer NOT NULL,
	"journey_type" text,
	"journey_direction" text NOT NULL,
	"special_requirements" text,
	"form_version" text NOT NULL,
	"current_page" text NOT NULL,
	"attribution" jsonb,
	"traffic_source" text,
	"status" text DEFAULT 'new' NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"client_ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" in ('new', 'contacted', 'quoted', 'won', 'lost')),
	CONSTRAINT "quote_requests_journey_direction_check" CHECK ("quote_requests"."journey_direction" in ('one-way', 'return')),
	CONSTRAINT "quote_requests_passenger_count_check" CHECK ("quote_requests"."passenger_count" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_emails_quote_kind_unique" ON "outbox_emails" USING btree ("quote_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_idempotency_key_unique" ON "quote_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");