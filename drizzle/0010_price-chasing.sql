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
ALTER TABLE "price_chase_steps" ADD CONSTRAINT "price_chase_steps_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_chasing_off" ADD CONSTRAINT "price_chasing_off_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;