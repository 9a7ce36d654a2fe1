CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"licence_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"licence_valid_until" date,
	"cpc_until" date,
	"dbs_valid_until" date,
	"badge_number" text,
	"badge_until" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_categories_check" CHECK ("drivers"."licence_categories" <@ array['B', 'D1', 'D']::text[])
);
--> statement-breakpoint
CREATE TABLE "lapse_alerts_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"document" text NOT NULL,
	"lapses_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "events" SET DEFAULT '{new-request,instant-booking,price-answered,payment,cancellation,delivery-failed,document-lapsing}'::text[];--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD COLUMN "registration" text;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD COLUMN "mot_due" date;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD COLUMN "insurance_until" date;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD COLUMN "next_inspection" date;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD COLUMN "inspection_weeks" integer;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD COLUMN "road_tax_due" date;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD COLUMN "plate_until" date;--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD COLUMN "dvla_lookup_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lapse_alerts_sent_unique" ON "lapse_alerts_sent" USING btree ("holder","document","lapses_on","days_before");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_vehicles_registration_unique" ON "fleet_vehicles" USING btree ("registration");--> statement-breakpoint
ALTER TABLE "fleet_vehicles" ADD CONSTRAINT "fleet_vehicles_inspection_weeks_check" CHECK ("fleet_vehicles"."inspection_weeks" is null or "fleet_vehicles"."inspection_weeks" between 1 and 52);