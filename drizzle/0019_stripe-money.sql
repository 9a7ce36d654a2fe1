CREATE TABLE "stripe_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"payment_intent" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"event_created_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_reconciliation_differences" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"quote_id" text NOT NULL,
	"payment_intent" text NOT NULL,
	"ledger_paid_pence" integer NOT NULL,
	"stripe_received_pence" integer NOT NULL,
	"ledger_refunded_pence" integer NOT NULL,
	"stripe_refunded_pence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" integer DEFAULT 0 NOT NULL,
	"differences" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "stripe_reconciliation_runs_state_check" CHECK ("stripe_reconciliation_runs"."state" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stripe_refund_failures" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"payment_intent" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"reason" text,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_disputes" ADD CONSTRAINT "stripe_disputes_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_reconciliation_differences" ADD CONSTRAINT "stripe_reconciliation_differences_run_id_stripe_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."stripe_reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_reconciliation_differences" ADD CONSTRAINT "stripe_reconciliation_differences_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_refund_failures" ADD CONSTRAINT "stripe_refund_failures_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_disputes_quote_idx" ON "stripe_disputes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "stripe_reconciliation_differences_quote_idx" ON "stripe_reconciliation_differences" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_reconciliation_runs_day_unique" ON "stripe_reconciliation_runs" USING btree ("day") WHERE "stripe_reconciliation_runs"."state" <> 'failed';--> statement-breakpoint
CREATE INDEX "stripe_refund_failures_quote_idx" ON "stripe_refund_failures" USING btree ("quote_id");