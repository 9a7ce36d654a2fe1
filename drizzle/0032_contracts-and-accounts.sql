CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation" text NOT NULL,
	"billing_email" text NOT NULL,
	"billing_address" text NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"purchase_order" text,
	"credit_limit_pence" integer,
	"vat_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_terms_check" CHECK ("accounts"."payment_terms_days" between 0 and 365),
	CONSTRAINT "accounts_credit_limit_check" CHECK ("accounts"."credit_limit_pence" is null or "accounts"."credit_limit_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text GENERATED ALWAYS AS ('C-' || lpad(id::text, 4, '0')) STORED NOT NULL,
	"account_id" integer NOT NULL,
	"pickup_location" text NOT NULL,
	"destination" text NOT NULL,
	"pickup_time" text NOT NULL,
	"return_time" text,
	"weekdays" integer[] NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"calendar_id" integer,
	"passengers" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"runs_on_bank_holidays" boolean DEFAULT false NOT NULL,
	"skipped_days" date[] DEFAULT '{}'::date[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_price_check" CHECK ("contracts"."price_pence" > 0),
	CONSTRAINT "contracts_order_check" CHECK ("contracts"."last_day" >= "contracts"."first_day"),
	CONSTRAINT "contracts_passengers_check" CHECK ("contracts"."passengers" between 1 and 100),
	CONSTRAINT "contracts_weekdays_check" CHECK ("contracts"."weekdays" <@ array[1, 2, 3, 4, 5, 6, 7])
);
--> statement-breakpoint
CREATE TABLE "term_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"calendar_id" integer NOT NULL,
	"kind" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"label" text,
	CONSTRAINT "term_ranges_kind_check" CHECK ("term_ranges"."kind" in ('term', 'holiday')),
	CONSTRAINT "term_ranges_order_check" CHECK ("term_ranges"."last_day" >= "term_ranges"."first_day")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contract_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contract_reference" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_calendar_id_term_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."term_calendars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_ranges" ADD CONSTRAINT "term_ranges_calendar_id_term_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."term_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_organisation_unique" ON "accounts" USING btree (lower("organisation"));--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_reference_unique" ON "contracts" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "contracts_account_idx" ON "contracts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "term_calendars_name_unique" ON "term_calendars" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "term_ranges_calendar_idx" ON "term_ranges" USING btree ("calendar_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_contract_idx" ON "bookings" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "bookings_account_idx" ON "bookings" USING btree ("account_id");