CREATE TABLE "flight_settings_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "events" SET DEFAULT '{new-request,instant-booking,price-answered,payment,cancellation,delivery-failed,document-lapsing,job-unfit,flight}'::text[];