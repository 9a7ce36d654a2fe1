CREATE TABLE "operator_alerts_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" text NOT NULL,
	"alert" text NOT NULL,
	"about" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_alerts_sent" ADD CONSTRAINT "operator_alerts_sent_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_alerts_sent_unique" ON "operator_alerts_sent" USING btree ("quote_id","alert","about");