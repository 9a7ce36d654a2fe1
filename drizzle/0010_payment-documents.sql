CREATE TABLE "document_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"vat_number" text,
	CONSTRAINT "document_counter_one_row" CHECK ("document_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "payment_documents" (
	"number" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"quote_id" text NOT NULL,
	"payment_id" integer NOT NULL,
	"vat_number" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_queued_at" timestamp with time zone,
	CONSTRAINT "payment_documents_kind_check" CHECK ("payment_documents"."kind" in ('receipt', 'vat-invoice', 'credit-note'))
);
--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_documents_payment_unique" ON "payment_documents" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_documents_quote_idx" ON "payment_documents" USING btree ("quote_id");--> statement-breakpoint
INSERT INTO "document_counter" ("id", "last_number") VALUES (1, 0);--> statement-breakpoint
INSERT INTO "payment_documents" ("number", "kind", "quote_id", "payment_id", "issued_at", "email_queued_at")
  SELECT row_number() OVER (ORDER BY "id"), CASE WHEN "kind" = 'refund' THEN 'credit-note' ELSE 'receipt' END, "quote_id", "id", "created_at", now()
  FROM "payments";--> statement-breakpoint
UPDATE "document_counter" SET "last_number" = (SELECT count(*) FROM "payments") WHERE "id" = 1;--> statement-breakpoint
CREATE FUNCTION "issue_payment_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_number integer;
  vat text;
BEGIN
  -- The one counter row, locked until this transaction ends: numbers are taken one at a time,
  -- and a rolled-back payment gives its number back with everything else it wrote.
  UPDATE "document_counter" SET "last_number" = "last_number" + 1 WHERE "id" = 1
    RETURNING "last_number", "vat_number" INTO next_number, vat;
  INSERT INTO "payment_documents" ("number", "kind", "quote_id", "payment_id", "vat_number", "issued_at")
  VALUES (
    next_number,
    CASE WHEN NEW."kind" = 'refund' THEN 'credit-note' WHEN vat IS NULL THEN 'receipt' ELSE 'vat-invoice' END,
    NEW."quote_id",
    NEW."id",
    vat,
    NEW."created_at"
  );
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_issue_document" AFTER INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "issue_payment_document"();
