CREATE TABLE "admin_accounts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"client_hash" text
);
--> statement-breakpoint
CREATE TABLE "admin_sign_in_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text,
	"account_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"target_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword_id" integer NOT NULL,
	"date" date NOT NULL,
	"position" double precision NOT NULL,
	"clicks" integer,
	"impressions" integer,
	"ctr" double precision,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranking_positions_source_check" CHECK ("ranking_positions"."source" in ('manual', 'gsc')),
	CONSTRAINT "ranking_positions_position_check" CHECK ("ranking_positions"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_account_id_admin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_status_changes" ADD CONSTRAINT "quote_status_changes_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_positions" ADD CONSTRAINT "ranking_positions_keyword_id_ranking_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."ranking_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_accounts_email_unique" ON "admin_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "admin_sessions_account_idx" ON "admin_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "quote_status_changes_quote_idx" ON "quote_status_changes" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_keywords_keyword_unique" ON "ranking_keywords" USING btree ("keyword");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_positions_keyword_date_source_unique" ON "ranking_positions" USING btree ("keyword_id","date","source");