CREATE TABLE "payment_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"session_id" text,
	"url" text,
	"state" text DEFAULT 'creating' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_checkouts_amount_check" CHECK ("payment_checkouts"."amount_pence" > 0),
	CONSTRAINT "payment_checkouts_state_check" CHECK ("payment_checkouts"."state" in ('creating', 'open', 'complete', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_terms_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"provider_id" text,
	"checkout_session_id" text,
	"note" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_pence" > 0),
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('stripe', 'bank-transfer', 'cash', 'card-on-the-day'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_checkouts_quote_idx" ON "payment_checkouts" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_key_unique" ON "payment_checkouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_checkouts_session_unique" ON "payment_checkouts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payments_quote_idx" ON "payments" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_unique" ON "payments" USING btree ("kind","provider_id");