ALTER TABLE "payment_documents" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document_counter" ADD COLUMN "supplier_name" text;--> statement-breakpoint
ALTER TABLE "document_counter" ADD COLUMN "supplier_address" text;--> statement-breakpoint
ALTER TABLE "document_counter" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "refers_to" integer;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "pdf_sha256" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "pdf_erased_at" timestamp with time zone;