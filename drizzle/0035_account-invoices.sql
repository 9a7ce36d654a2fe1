CREATE TABLE "account_invoices" (
	"number" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"month" text,
	"corrects" integer,
	"vat_number" text,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"total_pence" integer NOT NULL,
	"facts" jsonb NOT NULL,
	"statement" jsonb,
	"pdf" "bytea",
	"pdf_sha256" text,
	"statement_pdf" "bytea",
	"statement_sha256" text,
	"first_reminder_at" timestamp with time zone,
	"second_reminder_at" timestamp with time zone,
	CONSTRAINT "account_invoices_kind_check" CHECK ("account_invoices"."kind" in ('vat-invoice', 'receipt', 'credit-note')),
	CONSTRAINT "account_invoices_month_check" CHECK (("account_invoices"."kind" = 'credit-note') = ("account_invoices"."month" is null) and ("account_invoices"."kind" = 'credit-note') = ("account_invoices"."corrects" is not null)),
	CONSTRAINT "account_invoices_total_check" CHECK ("account_invoices"."total_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "account_page_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_payment_allocations" (
	"payment_id" integer NOT NULL,
	"invoice_number" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	CONSTRAINT "account_payment_allocations_payment_id_invoice_number_pk" PRIMARY KEY("payment_id","invoice_number"),
	CONSTRAINT "account_payment_allocations_amount_check" CHECK ("account_payment_allocations"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "account_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"received_on" date NOT NULL,
	"reference" text,
	"checkout_session_id" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_payments_amount_check" CHECK ("account_payments"."amount_pence" > 0),
	CONSTRAINT "account_payments_method_check" CHECK ("account_payments"."method" in ('bank-transfer', 'card'))
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "events" SET DEFAULT '{new-request,instant-booking,price-answered,payment,cancellation,delivery-failed,document-lapsing,job-unfit,flight,invoice-overdue}'::text[];--> statement-breakpoint
ALTER TABLE "account_invoices" ADD CONSTRAINT "account_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_page_tokens" ADD CONSTRAINT "account_page_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payment_allocations" ADD CONSTRAINT "account_payment_allocations_payment_id_account_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."account_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payment_allocations" ADD CONSTRAINT "account_payment_allocations_invoice_number_account_invoices_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "public"."account_invoices"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payments" ADD CONSTRAINT "account_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_invoices_month_unique" ON "account_invoices" USING btree ("account_id","month") WHERE "account_invoices"."month" is not null;--> statement-breakpoint
CREATE INDEX "account_invoices_account_idx" ON "account_invoices" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_page_tokens_account_idx" ON "account_page_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_payment_allocations_invoice_idx" ON "account_payment_allocations" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "account_payments_account_idx" ON "account_payments" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_payments_session_unique" ON "account_payments" USING btree ("checkout_session_id");--> statement-breakpoint
-- An account's invoice is a record as issued (docs/decisions/011): once numbered, nothing it prints
-- changes, and its PDF bytes and its statement's are stored once, each with its own SHA-256, and
-- never changed. Only its reminders are noted on it later. Nothing deletes one: the sequence stays
-- unbroken.
CREATE OR REPLACE FUNCTION "keep_account_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'account invoice % was issued and cannot be deleted', OLD."number";
  END IF;
  IF NEW."number" IS DISTINCT FROM OLD."number"
     OR NEW."kind" IS DISTINCT FROM OLD."kind"
     OR NEW."account_id" IS DISTINCT FROM OLD."account_id"
     OR NEW."month" IS DISTINCT FROM OLD."month"
     OR NEW."corrects" IS DISTINCT FROM OLD."corrects"
     OR NEW."vat_number" IS DISTINCT FROM OLD."vat_number"
     OR NEW."issued_at" IS DISTINCT FROM OLD."issued_at"
     OR NEW."issued_on" IS DISTINCT FROM OLD."issued_on"
     OR NEW."due_on" IS DISTINCT FROM OLD."due_on"
     OR NEW."total_pence" IS DISTINCT FROM OLD."total_pence"
     OR NEW."facts" IS DISTINCT FROM OLD."facts"
     OR NEW."statement" IS DISTINCT FROM OLD."statement"
     OR (OLD."pdf" IS NOT NULL AND (NEW."pdf" IS DISTINCT FROM OLD."pdf"
         OR NEW."pdf_sha256" IS DISTINCT FROM OLD."pdf_sha256"))
     OR (OLD."statement_pdf" IS NOT NULL AND (NEW."statement_pdf" IS DISTINCT FROM OLD."statement_pdf"
         OR NEW."statement_sha256" IS DISTINCT FROM OLD."statement_sha256")) THEN
    RAISE EXCEPTION 'account invoice % was issued and cannot change', OLD."number";
  END IF;
  IF NEW."pdf" IS NOT NULL AND NEW."pdf_sha256" IS DISTINCT FROM encode(sha256(NEW."pdf"), 'hex') THEN
    RAISE EXCEPTION 'account invoice %: the SHA-256 stored is not that of its bytes', OLD."number";
  END IF;
  IF NEW."statement_pdf" IS NOT NULL
     AND NEW."statement_sha256" IS DISTINCT FROM encode(sha256(NEW."statement_pdf"), 'hex') THEN
    RAISE EXCEPTION 'account invoice %: the SHA-256 stored is not that of its statement', OLD."number";
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "account_invoices_keep_issued" BEFORE UPDATE OR DELETE ON "account_invoices"
  FOR EACH ROW EXECUTE FUNCTION "keep_account_invoice"();
