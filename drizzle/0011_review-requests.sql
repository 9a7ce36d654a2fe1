CREATE TABLE "review_requests" (
	"quote_id" text PRIMARY KEY NOT NULL,
	"opt_out_token" text NOT NULL,
	"sent_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_opt_out_token_unique" UNIQUE("opt_out_token")
);
--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;