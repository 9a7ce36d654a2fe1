CREATE TABLE "tariff_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tariff" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "estimate_total" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "estimate_tariff_version" text;