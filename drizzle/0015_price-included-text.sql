CREATE TABLE "price_included_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"en" text NOT NULL,
	"cy" text NOT NULL,
	"saved_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
