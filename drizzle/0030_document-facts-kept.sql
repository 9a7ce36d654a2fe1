-- A document is issued when its facts are kept (in the transaction that took its number); its PDF
-- is rendered from them after that transaction commits, so the counter is never held for a render.
-- Once kept, nothing it prints changes: not its facts, lines, language, number, kind, VAT number or
-- date. Its bytes are stored once, with their own SHA-256, and never changed. The one change allowed
-- is erasure removing a receipt's PDF and facts (the law keeps VAT invoices and credit notes, not
-- receipts), which leaves the row and number.
CREATE OR REPLACE FUNCTION "keep_issued_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."kind" = 'receipt' AND NEW."pdf" IS NULL AND NEW."pdf_sha256" IS NULL
     AND NEW."facts" IS NULL AND NEW."pdf_erased_at" IS NOT NULL THEN
    RETURN NEW;
  END IF;
  -- Numbered in this transaction, its facts not kept yet.
  IF OLD."facts" IS NULL AND OLD."pdf" IS NULL THEN
    RETURN NEW;
  END IF;
  IF NEW."facts" IS DISTINCT FROM OLD."facts"
     OR NEW."lines" IS DISTINCT FROM OLD."lines"
     OR NEW."locale" IS DISTINCT FROM OLD."locale"
     OR NEW."number" IS DISTINCT FROM OLD."number"
     OR NEW."kind" IS DISTINCT FROM OLD."kind"
     OR NEW."vat_number" IS DISTINCT FROM OLD."vat_number"
     OR NEW."issued_at" IS DISTINCT FROM OLD."issued_at"
     OR (OLD."pdf" IS NOT NULL AND (NEW."pdf" IS DISTINCT FROM OLD."pdf"
         OR NEW."pdf_sha256" IS DISTINCT FROM OLD."pdf_sha256")) THEN
    RAISE EXCEPTION 'payment document % was issued and cannot change', OLD."number";
  END IF;
  IF NEW."pdf" IS NOT NULL AND NEW."pdf_sha256" IS DISTINCT FROM encode(sha256(NEW."pdf"), 'hex') THEN
    RAISE EXCEPTION 'payment document %: the SHA-256 stored is not that of its bytes', OLD."number";
  END IF;
  RETURN NEW;
END;
$$;
