ALTER TABLE "refund_intents" DROP CONSTRAINT "refund_intents_state_check";--> statement-breakpoint
ALTER TABLE "refund_intents" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_intents" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "refund_intents" ADD COLUMN "settled_reason" text;--> statement-breakpoint
ALTER TABLE "refund_intents" ADD COLUMN "settled_by" text;--> statement-breakpoint
ALTER TABLE "refund_intents" ADD CONSTRAINT "refund_intents_state_check" CHECK ("refund_intents"."state" in ('pending', 'done', 'by-hand', 'settled'));