-- Documents are records. A credit note carries the VAT treatment of the document it corrects, not
-- the registration in force when the refund is made: the VAT credited must be the VAT charged.
CREATE OR REPLACE FUNCTION "issue_payment_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_number integer;
  vat text;
BEGIN
  -- The one counter row, locked until this transaction ends: numbers are taken one at a time,
  -- and a rolled-back payment gives its number back with everything else it wrote.
  UPDATE "document_counter" SET "last_number" = "last_number" + 1 WHERE "id" = 1
    RETURNING "last_number", "vat_number" INTO next_number, vat;
  IF NEW."kind" = 'refund' AND NEW."refund_of" IS NOT NULL THEN
    SELECT d."vat_number" INTO vat FROM "payment_documents" d WHERE d."payment_id" = NEW."refund_of";
  END IF;
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
-- Once a document's PDF is stored, nothing it printed changes: not its bytes, hash, lines,
-- number, kind, VAT number or date. The one change allowed is erasure removing a receipt's PDF
-- (the law keeps VAT invoices and credit notes, not receipts), which leaves the row and number.
CREATE FUNCTION "keep_issued_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."pdf" IS NULL THEN
    RETURN NEW;
  END IF;
  IF OLD."kind" = 'receipt' AND NEW."pdf" IS NULL AND NEW."pdf_sha256" IS NULL
     AND NEW."pdf_erased_at" IS NOT NULL THEN
    RETURN NEW;
  END IF;
  IF NEW."pdf" IS DISTINCT FROM OLD."pdf"
     OR NEW."pdf_sha256" IS DISTINCT FROM OLD."pdf_sha256"
     OR NEW."lines" IS DISTINCT FROM OLD."lines"
     OR NEW."locale" IS DISTINCT FROM OLD."locale"
     OR NEW."number" IS DISTINCT FROM OLD."number"
     OR NEW."kind" IS DISTINCT FROM OLD."kind"
     OR NEW."vat_number" IS DISTINCT FROM OLD."vat_number"
     OR NEW."issued_at" IS DISTINCT FROM OLD."issued_at" THEN
    RAISE EXCEPTION 'payment document % was issued and cannot change', OLD."number";
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_documents_keep_issued" BEFORE UPDATE ON "payment_documents"
  FOR EACH ROW EXECUTE FUNCTION "keep_issued_document"();
