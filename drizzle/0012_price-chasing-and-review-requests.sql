CREATE TABLE "price_chase_steps" (
	"quote_id" text NOT NULL,
	"revision" integer NOT NULL,
	"step" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_chase_steps_quote_id_revision_step_pk" PRIMARY KEY("quote_id","revision","step"),
	CONSTRAINT "price_chase_steps_step_check" CHECK ("price_chase_steps"."step" in ('after-sent', 'before-expiry', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "price_chasing_off" (
	"quote_id" text PRIMARY KEY NOT NULL,
	"turned_off_by" text NOT NULL,
	"turned_off_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"quote_id" text PRIMARY KEY NOT NULL,
	"opt_out_token" text NOT NULL,
	"sent_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_opt_out_token_unique" UNIQUE("opt_out_token")
);
--> statement-breakpoint
ALTER TABLE "price_chase_steps" ADD CONSTRAINT "price_chase_steps_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_chasing_off" ADD CONSTRAINT "price_chasing_off_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;