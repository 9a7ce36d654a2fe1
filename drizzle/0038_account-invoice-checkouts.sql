CREATE TABLE "account_invoice_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_number" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"session_id" text,
	"url" text,
	"state" text DEFAULT 'creating' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_invoice_checkouts_amount_check" CHECK ("account_invoice_checkouts"."amount_pence" > 0),
	CONSTRAINT "account_invoice_checkouts_state_check" CHECK ("account_invoice_checkouts"."state" in ('creating', 'open', 'complete', 'expired', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "account_invoice_checkouts" ADD CONSTRAINT "account_invoice_checkouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_invoice_checkouts" ADD CONSTRAINT "account_invoice_checkouts_invoice_number_account_invoices_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "public"."account_invoices"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_invoice_checkouts_invoice_idx" ON "account_invoice_checkouts" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "account_invoice_checkouts_key_unique" ON "account_invoice_checkouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "account_invoice_checkouts_session_unique" ON "account_invoice_checkouts" USING btree ("session_id");