CREATE TABLE "on_account_requests" (
	"quote_id" text PRIMARY KEY NOT NULL,
	"marked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"request_key" text NOT NULL,
	"payment_id" integer,
	"amount_pence" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_id" text,
	"note" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_intents_amount_check" CHECK ("refund_intents"."amount_pence" > 0),
	CONSTRAINT "refund_intents_state_check" CHECK ("refund_intents"."state" in ('pending', 'done', 'by-hand'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "on_account_requests" ADD CONSTRAINT "on_account_requests_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_intents" ADD CONSTRAINT "refund_intents_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_intents_quote_idx" ON "refund_intents" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_intents_key_unique" ON "refund_intents" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_reason_check" CHECK ("bookings"."cancel_reason" is null or "bookings"."cancel_reason" in ('hold-expired', 'customer', 'operator'));