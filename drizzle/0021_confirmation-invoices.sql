ALTER TABLE "payment_documents" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD COLUMN "refers_to" integer;