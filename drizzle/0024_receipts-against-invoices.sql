-- A booking invoiced at confirmation (on account) has its VAT invoice already: a payment towards
-- it gets a receipt that refers to that invoice, never a second VAT invoice for the same supply.
-- A credit note carries the VAT treatment of the invoice behind the document it corrects.
CREATE OR REPLACE FUNCTION "issue_payment_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_number integer;
  vat text;
  invoice integer;
  doc_kind text;
BEGIN
  -- The one counter row, locked until this transaction ends: numbers are taken one at a time,
  -- and a rolled-back payment gives its number back with everything else it wrote.
  UPDATE "document_counter" SET "last_number" = "last_number" + 1 WHERE "id" = 1
    RETURNING "last_number", "vat_number" INTO next_number, vat;
  IF NEW."kind" = 'refund' THEN
    doc_kind := 'credit-note';
    IF NEW."refund_of" IS NOT NULL THEN
      SELECT coalesce(i."vat_number", d."vat_number") INTO vat
        FROM "payment_documents" d LEFT JOIN "payment_documents" i ON i."number" = d."refers_to"
        WHERE d."payment_id" = NEW."refund_of";
    END IF;
  ELSE
    SELECT d."number" INTO invoice FROM "payment_documents" d
      WHERE d."quote_id" = NEW."quote_id" AND d."payment_id" IS NULL AND d."kind" = 'vat-invoice'
      ORDER BY d."number" DESC LIMIT 1;
    IF invoice IS NOT NULL THEN
      doc_kind := 'receipt';
      vat := NULL;
    ELSIF vat IS NULL THEN
      doc_kind := 'receipt';
    ELSE
      doc_kind := 'vat-invoice';
    END IF;
  END IF;
  INSERT INTO "payment_documents" ("number", "kind", "quote_id", "payment_id", "vat_number", "refers_to", "issued_at")
  VALUES (next_number, doc_kind, NEW."quote_id", NEW."id", vat, invoice, NEW."created_at");
  RETURN NEW;
END;
$$;
