CREATE TABLE "admin_sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_sign_in_attempts" RENAME COLUMN "window_started_at" TO "last_attempt_at";--> statement-breakpoint
ALTER TABLE "admin_sign_in_links" ADD CONSTRAINT "admin_sign_in_links_account_id_admin_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sign_in_links_account_idx" ON "admin_sign_in_links" USING btree ("account_id");